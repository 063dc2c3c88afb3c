import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { resumenPeriodoSchema } from '@/domain/cuotas/cuotas-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { cuotaKeys } from './cuota-keys'

const responseSchema = successEnvelope(resumenPeriodoSchema)

async function getResumen(periodo: string) {
  const json = await http.get('cuotas/resumen', { searchParams: { periodo } }).json()
  return v.parse(responseSchema, json).response
}

/** GET /cuotas/resumen?periodo=: the period's totals (docs/product.md#admin-cuotas). */
export const resumenQueryOptions = (periodo: string) =>
  queryOptions({
    queryKey: cuotaKeys.resumen(periodo),
    queryFn: () => getResumen(periodo),
    staleTime: 10_000,
  })

export const useResumen = (periodo: string) => useQuery(resumenQueryOptions(periodo))
