import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { reciboSchema } from '@/domain/cuotas/cuotas-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { cuotaKeys } from './cuota-keys'

const responseSchema = successEnvelope(reciboSchema)

async function getRecibo(id: number) {
  return v.parse(responseSchema, await http.get(`cuotas/pagos/${id}`).json()).response
}

/** GET /cuotas/pagos/{id}: a payment's receipt. It never changes, so it is never stale. */
export const reciboQueryOptions = (id: number) =>
  queryOptions({
    queryKey: cuotaKeys.recibo(id),
    queryFn: () => getRecibo(id),
    staleTime: Infinity,
  })

export const useRecibo = (id: number) => useQuery(reciboQueryOptions(id))
