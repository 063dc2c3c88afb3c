import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  actividadSchema,
  type ActividadInput,
  type ActividadPatch,
} from '@/domain/actividades/actividades-api'
import { successEnvelope } from '@/domain/envelope'
import { socioKeys } from '@/entities/socio/socio-keys'
import { http } from '@/lib/http'
import { actividadKeys } from './actividad-keys'

const responseSchema = successEnvelope(actividadSchema)
const parse = async (request: Promise<unknown>) => v.parse(responseSchema, await request).response

type Actividad = Awaited<ReturnType<typeof parse>>

/**
 * After any change: the activity as answered goes into the administrators' list at once (a new
 * one's page reads it from there before any refetch), then every list and enrolment of the
 * activities is fetched again.
 */
function useInvalidateOnSuccess<A>(
  mutationFn: (args: A) => Promise<Actividad>,
  also?: (queryClient: QueryClient, args: A) => Promise<unknown>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (actividad, args) => {
      queryClient.setQueryData<Actividad[]>(actividadKeys.todas(), (lista) =>
        lista ? [...lista.filter((a) => a.id !== actividad.id), actividad] : lista,
      )
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: actividadKeys.all }),
        also?.(queryClient, args),
      ])
    },
  })
}

/** A member's activities show in their record and filter the member list. */
const refreshSocio = (queryClient: QueryClient, socioId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: socioKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: socioKeys.detail(socioId) }),
  ])

/** POST /actividades. */
export const useCreateActividad = () =>
  useInvalidateOnSuccess((input: ActividadInput) =>
    parse(http.post('actividades', { json: input }).json()),
  )

/** PATCH /actividades/{id}. */
export const useUpdateActividad = (id: number) =>
  useInvalidateOnSuccess((patch: ActividadPatch) =>
    parse(http.patch(`actividades/${id}`, { json: patch }).json()),
  )

/** POST /actividades/{id}/inscripciones. */
export const useInscribir = (id: number) =>
  useInvalidateOnSuccess(
    (socioId: number) =>
      parse(http.post(`actividades/${id}/inscripciones`, { json: { socio_id: socioId } }).json()),
    refreshSocio,
  )

/** DELETE /actividades/{id}/inscripciones/{socio_id}. */
export const useDarDeBaja = (id: number) =>
  useInvalidateOnSuccess(
    (socioId: number) => parse(http.delete(`actividades/${id}/inscripciones/${socioId}`).json()),
    refreshSocio,
  )
