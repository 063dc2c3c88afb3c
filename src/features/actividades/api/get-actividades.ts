import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { actividadListSchema } from '@/domain/actividades/actividades-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { actividadKeys } from './actividad-keys'

const responseSchema = successEnvelope(actividadListSchema)

async function getActividades(todas: boolean) {
  const json = await http.get('actividades', { searchParams: todas ? { todas: 1 } : {} }).json()
  return v.parse(responseSchema, json).response
}

/**
 * GET /actividades (docs/product.md#api-actividades): the active catalogue, kept on the
 * device for visitors too, so the public page opens offline.
 */
export const catalogoQueryOptions = () =>
  queryOptions({
    queryKey: actividadKeys.catalogo(),
    queryFn: () => getActividades(false),
    staleTime: 60_000,
    meta: { persist: 'visitor' },
  })

/** GET /actividades?todas=1: every activity, the archived too (administrators). */
export const todasQueryOptions = () =>
  queryOptions({
    queryKey: actividadKeys.todas(),
    queryFn: () => getActividades(true),
    staleTime: 30_000,
  })

export const useCatalogo = () => useQuery(catalogoQueryOptions())
export const useTodasLasActividades = () => useQuery(todasQueryOptions())
