import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { enviosListSchema } from '@/domain/push/push'
import { http } from '@/lib/http'
import { envioKeys } from './envio-keys'

const responseSchema = successEnvelope(enviosListSchema)

async function getEnvios(page: number) {
  const json = await http.get('push/envios', { searchParams: { page } }).json()
  return v.parse(responseSchema, json).response
}

/** GET /push/envios (docs/product.md#api-push): the broadcasts' log, newest first. */
export const enviosQueryOptions = (page: number) =>
  queryOptions({
    queryKey: envioKeys.list(page),
    queryFn: () => getEnvios(page),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export const useEnvios = (page: number) => useQuery(enviosQueryOptions(page))
