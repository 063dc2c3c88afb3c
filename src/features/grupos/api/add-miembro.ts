import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { grupoSchema } from '@/domain/grupos/grupos-api'
import { http } from '@/lib/http'
import { grupoKeys } from './grupo-keys'
import { invalidateGrupos } from './invalidate-grupos'

const responseSchema = successEnvelope(grupoSchema)

/** POST /grupos/{id}/miembros {socio_id}: the group with the new member. */
async function addMiembro({ grupoId, socioId }: { grupoId: number; socioId: number }) {
  const json = await http.post(`grupos/${grupoId}/miembros`, { json: { socio_id: socioId } }).json()
  return v.parse(responseSchema, json).response
}

export function useAddMiembro() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addMiembro,
    onSuccess: (grupo, { socioId }) => {
      queryClient.setQueryData(grupoKeys.detail(grupo.id), grupo)
      return invalidateGrupos(queryClient, [socioId])
    },
    // A 409 (another administrator put them in a group, or they left) leaves the lists
    // behind the truth: read them again.
    onError: (_error, { grupoId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: grupoKeys.detail(grupoId) }),
        queryClient.invalidateQueries({ queryKey: grupoKeys.disponibles() }),
      ]),
  })
}
