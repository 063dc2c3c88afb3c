import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { disponiblesListSchema } from '@/domain/grupos/grupos-api'
import type { DisponiblesFiltros } from '@/domain/grupos/grupos-filtros'
import { http } from '@/lib/http'
import { grupoKeys } from './grupo-keys'
import { pagedParams } from './paged-params'

const responseSchema = successEnvelope(disponiblesListSchema)

async function getDisponibles(filtros: DisponiblesFiltros) {
  const json = await http.get('grupos/disponibles', { searchParams: pagedParams(filtros) }).json()
  return v.parse(responseSchema, json).response
}

/**
 * GET /grupos/disponibles: active members, level ≥ 1, in no group. The same list for every
 * group, so its key names no group.
 */
export const disponiblesQueryOptions = (filtros: DisponiblesFiltros) =>
  queryOptions({
    queryKey: grupoKeys.disponiblesList(filtros),
    queryFn: () => getDisponibles(filtros),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export const useDisponibles = (filtros: DisponiblesFiltros) =>
  useQuery(disponiblesQueryOptions(filtros))
