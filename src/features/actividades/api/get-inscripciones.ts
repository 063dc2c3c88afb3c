import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { inscripcionListSchema } from '@/domain/actividades/actividades-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { actividadKeys } from './actividad-keys'

const responseSchema = successEnvelope(inscripcionListSchema)

/** GET /actividades/{id}/inscripciones: the enrolled, then the history. */
export const inscripcionesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: actividadKeys.inscripciones(id),
    queryFn: async () =>
      v.parse(responseSchema, await http.get(`actividades/${id}/inscripciones`).json()).response,
    staleTime: 30_000,
  })

export const useInscripciones = (id: number) => useQuery(inscripcionesQueryOptions(id))
