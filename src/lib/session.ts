import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { userDataSchema, type UserData } from '@/domain/user'
import { tokenStorage } from './token-storage'

const responseSchema = successEnvelope(userDataSchema)

/** The signed-in user, or null. A token the server no longer accepts is forgotten. */
async function fetchSession(): Promise<UserData | null> {
  if (!tokenStorage.get()) return null
  // Visitors without a session never download the HTTP client.
  const { http, HTTPError } = await import('./http')
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

/** Keeps the token of a sign-in and makes its user the session. */
export function storeSession(queryClient: QueryClient, token: string, user: UserData) {
  tokenStorage.set(token)
  queryClient.setQueryData(SESSION_KEY, user)
}

export function useSession() {
  return useQuery(sessionQueryOptions())
}
