import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { userDataSchema, type UserData } from '@/domain/user'
import { cacheRestored } from '../offline/cache-restore'
import { tokenStorage } from './token-storage'

const responseSchema = successEnvelope(userDataSchema)

/** The signed-in user, or null. A token the server no longer accepts is forgotten. */
async function fetchSession(): Promise<UserData | null> {
  if (!tokenStorage.get()) return null
  // Visitors without a session never download the HTTP client.
  const { http, HTTPError } = await import('../http')
  try {
    return v.parse(responseSchema, await http.post('auth/auth').json()).response
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) {
      tokenStorage.clear()
      return null
    }
    throw error
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 })

export const SESSION_KEY = ['session'] as const

/**
 * The session for a route's beforeLoad: the persisted one once the cache is restored (so an
 * offline start still knows who is signed in), else asked to the server; null when none.
 */
export async function loadSession(queryClient: QueryClient): Promise<UserData | null> {
  await cacheRestored()
  return queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null)
}

/**
 * Right after the persisted cache is restored: it is written a moment after each change,
 * so a reload right after signing in or out may bring back the other state. The token in
 * storage is the truth.
 */
export function reconcileSession(queryClient: QueryClient): void {
  const cached = queryClient.getQueryData<UserData | null>(SESSION_KEY)
  if (cached !== undefined && (cached === null) !== (tokenStorage.get() === null)) {
    queryClient.removeQueries({ queryKey: SESSION_KEY, exact: true })
  }
}

/** Keeps the token of a sign-in and makes its user the session. */
export function storeSession(queryClient: QueryClient, token: string, user: UserData) {
  tokenStorage.set(token)
  queryClient.setQueryData(SESSION_KEY, user)
}

export function useSession() {
  return useQuery(sessionQueryOptions())
}
