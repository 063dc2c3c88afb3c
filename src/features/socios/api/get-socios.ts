import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioListSchema } from '@/domain/socios/socios-api'
import type { SocioFiltros } from '@/domain/socios/socios-filtros'
import { socioKeys } from '@/entities/socio/socio-keys'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(socioListSchema)

/** The filters as query params (defaults left out, so URLs stay short). */
export function filtrosParams(filtros: SocioFiltros): URLSearchParams {
  const params = new URLSearchParams()
  if (filtros.search) params.set('search', filtros.search)
  params.set('estado', filtros.estado)
  params.set('sort', filtros.sort)
  if (filtros.actividad) params.set('actividad', String(filtros.actividad))
  params.set('page', String(filtros.page))
  params.set('pageSize', String(filtros.pageSize))
  return params
}

async function getSocios(filtros: SocioFiltros) {
  const json = await http.get('socios/getSocios', { searchParams: filtrosParams(filtros) }).json()
  return v.parse(responseSchema, json).response
}

export const sociosQueryOptions = (filtros: SocioFiltros) =>
  queryOptions({
    queryKey: socioKeys.list(filtros),
    queryFn: () => getSocios(filtros),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export const useSocios = (filtros: SocioFiltros) => useQuery(sociosQueryOptions(filtros))
