import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { type AuditoriaFiltros } from '@/domain/auditoria/auditoria'
import { auditoriaListaSchema } from '@/domain/auditoria/auditoria-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { auditoriaKeys } from './auditoria-keys'

const responseSchema = successEnvelope(auditoriaListaSchema)

/** The filters as query params, the empty ones left out. */
function filtrosParams(filtros: AuditoriaFiltros): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filtros)) {
    if (value !== '') params.set(name, String(value))
  }
  return params
}

async function getAuditoria(filtros: AuditoriaFiltros) {
  const json = await http.get('auditoria', { searchParams: filtrosParams(filtros) }).json()
  return v.parse(responseSchema, json).response
}

export const auditoriaQueryOptions = (filtros: AuditoriaFiltros) =>
  queryOptions({
    queryKey: auditoriaKeys.list(filtros),
    queryFn: () => getAuditoria(filtros),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export const useAuditoria = (filtros: AuditoriaFiltros, enabled = true) =>
  useQuery({ ...auditoriaQueryOptions(filtros), enabled })
