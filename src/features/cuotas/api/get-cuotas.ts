import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { cuotasListSchema } from '@/domain/cuotas/cuotas-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { cuotaKeys, type CuotasConsulta } from './cuota-keys'

const responseSchema = successEnvelope(cuotasListSchema)

/** The query as params, the ones not given left out (a member without `socio`: their own). */
function consultaParams(consulta: CuotasConsulta): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(consulta)) {
    if (value !== undefined) params.set(name, String(value))
  }
  return params
}

async function getCuotas(consulta: CuotasConsulta) {
  const json = await http.get('cuotas/getCuotas', { searchParams: consultaParams(consulta) }).json()
  return v.parse(responseSchema, json).response
}

/** GET /cuotas/getCuotas (docs/product.md#api-cuotas), most recent period first. */
export const cuotasQueryOptions = (consulta: CuotasConsulta) =>
  queryOptions({
    queryKey: cuotaKeys.list(consulta),
    queryFn: () => getCuotas(consulta),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export const useCuotas = (consulta: CuotasConsulta, enabled = true) =>
  useQuery({ ...cuotasQueryOptions(consulta), enabled })
