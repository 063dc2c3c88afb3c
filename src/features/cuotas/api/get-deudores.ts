import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { deudoresListSchema } from '@/domain/cuotas/cuotas-api'
import type { DeudoresFiltros } from '@/domain/cuotas/cuotas-filtros'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { cuotaKeys } from './cuota-keys'

const responseSchema = successEnvelope(deudoresListSchema)

async function getDeudores(filtros: DeudoresFiltros) {
  const searchParams = new URLSearchParams({
    minimo: String(filtros.minimo),
    page: String(filtros.page),
    pageSize: String(filtros.pageSize),
  })
  if (filtros.search) searchParams.set('search', filtros.search)
  const json = await http.get('cuotas/deudores', { searchParams }).json()
  return v.parse(responseSchema, json).response
}

/** GET /cuotas/deudores: members with cuotas past due, most owed first. */
export const deudoresQueryOptions = (filtros: DeudoresFiltros) =>
  queryOptions({
    queryKey: cuotaKeys.deudoresList(filtros),
    queryFn: () => getDeudores(filtros),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export const useDeudores = (filtros: DeudoresFiltros) => useQuery(deudoresQueryOptions(filtros))
