import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { grupoListSchema } from '@/domain/grupos/grupos-api'
import type { GruposFiltros } from '@/domain/grupos/grupos-filtros'
import { http } from '@/lib/http'
import { grupoKeys } from './grupo-keys'
import { pagedParams } from './paged-params'

const responseSchema = successEnvelope(grupoListSchema)

async function getGrupos(filtros: GruposFiltros) {
  const json = await http.get('grupos', { searchParams: pagedParams(filtros) }).json()
  return v.parse(responseSchema, json).response
}

/** GET /grupos (docs/product.md#api-grupos): by name, searched and paged on the server. */
export const gruposQueryOptions = (filtros: GruposFiltros) =>
  queryOptions({
    queryKey: grupoKeys.list(filtros),
    queryFn: () => getGrupos(filtros),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export const useGrupos = (filtros: GruposFiltros) => useQuery(gruposQueryOptions(filtros))
