import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { quitarMiembroResultSchema } from '@/domain/grupos/grupos-api'
import { http } from '@/lib/http'
import { grupoKeys } from './grupo-keys'
import { invalidateGrupos, miembrosEnCache } from './invalidate-grupos'

const responseSchema = successEnvelope(quitarMiembroResultSchema)

/**
 * DELETE /grupos/{id}/miembros/{socio_id}: the group as it stayed, or `null` when the server
 * deleted it because one member or none remained (docs/product.md#grupos-familiares).
 */
async function removeMiembro({ grupoId, socioId }: { grupoId: number; socioId: number }) {
  const json = await http.delete(`grupos/${grupoId}/miembros/${socioId}`).json()
  return v.parse(responseSchema, json).response
}

/** When the group is gone, the screen forgets it once it leaves it (`forgetGrupo`). */
export function useRemoveMiembro() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeMiembro,
    // Every member before the removal: when the group goes, the one left loses it too.
    onMutate: ({ grupoId }) => ({ socioIds: miembrosEnCache(queryClient, grupoId) }),
    onSuccess: ({ grupo }, { socioId }, context) => {
      if (grupo) {
        queryClient.setQueryData(grupoKeys.detail(grupo.id), grupo)
        return invalidateGrupos(queryClient, [socioId])
      }
      return invalidateGrupos(queryClient, [...new Set([socioId, ...context.socioIds])])
    },
    onError: (_error, { grupoId }) =>
      queryClient.invalidateQueries({ queryKey: grupoKeys.detail(grupoId) }),
  })
}
