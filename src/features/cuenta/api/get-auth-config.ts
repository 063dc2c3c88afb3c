import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(v.object({ googleClientId: v.nullable(v.string()) }))

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: async () => v.parse(responseSchema, await http.get('auth/config').json()).response,
    staleTime: Infinity,
  })

/**
 * Google's client id when the club signs in with Google, asked for once mounted (the server
 * renders without it) and set in a transition: a query observed at mount changes its result as
 * it starts fetching, which re-rendered the hydrated screen synchronously (ADR 0053). Without
 * Google, or unanswered, null: no button.
 */
export function useGoogleClientId(): string | null {
  const queryClient = useQueryClient()
  const [clientId, setClientId] = useState<string | null>(null)
  useEffect(() => {
    let mounted = true
    queryClient.fetchQuery(authConfigQueryOptions()).then(
      (config) => mounted && startTransition(() => setClientId(config.googleClientId)),
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [queryClient])
  return clientId
}
