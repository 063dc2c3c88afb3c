import { queryOptions, useQuery } from '@tanstack/react-query'
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
 * Asked for at mount, after hydration (the server renders without it), and re-rendering only
 * when it arrives: its status change to fetching re-rendered the hydrated screen synchronously.
 */
export const useAuthConfig = () =>
  useQuery({ ...authConfigQueryOptions(), notifyOnChangeProps: ['data'] })
