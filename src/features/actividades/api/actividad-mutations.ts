import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  actividadSchema,
  type ActividadInput,
  type ActividadPatch,
} from '@/domain/actividades/actividades-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { actividadKeys } from './actividad-keys'

const responseSchema = successEnvelope(actividadSchema)
const parse = async (request: Promise<unknown>) => v.parse(responseSchema, await request).response

/** Every list and enrolment of the activities, after any change. */
function useInvalidateOnSuccess<A>(mutationFn: (args: A) => ReturnType<typeof parse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actividadKeys.all }),
  })
}

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
  useInvalidateOnSuccess((socioId: number) =>
    parse(http.post(`actividades/${id}/inscripciones`, { json: { socio_id: socioId } }).json()),
  )

/** DELETE /actividades/{id}/inscripciones/{socio_id}. */
export const useDarDeBaja = (id: number) =>
  useInvalidateOnSuccess((socioId: number) =>
    parse(http.delete(`actividades/${id}/inscripciones/${socioId}`).json()),
  )
