import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { grupoSchema } from '@/domain/grupos/grupos-api'
import { http } from '@/lib/http'
import { grupoKeys } from './grupo-keys'
import { invalidateGrupos } from './invalidate-grupos'

const responseSchema = successEnvelope(grupoSchema)

/** PATCH /grupos/{id} {nombre}. */
async function renameGrupo({ id, nombre }: { id: number; nombre: string }) {
  const json = await http.patch(`grupos/${id}`, { json: { nombre } }).json()
  return v.parse(responseSchema, json).response
}

export function useRenameGrupo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renameGrupo,
    onSuccess: (grupo) => {
      queryClient.setQueryData(grupoKeys.detail(grupo.id), grupo)
      return invalidateGrupos(
        queryClient,
        grupo.miembros.map((m) => m.id),
      )
    },
  })
}
