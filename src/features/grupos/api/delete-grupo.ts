import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { invalidateGrupos, miembrosEnCache } from './invalidate-grupos'

const responseSchema = successEnvelope(v.object({ id: v.number() }))

/** DELETE /grupos/{id}: its members stay, without group. */
async function deleteGrupo(id: number) {
  return v.parse(responseSchema, await http.delete(`grupos/${id}`).json()).response
}

/** The screen forgets the group itself once it leaves it (`forgetGrupo`). */
export function useDeleteGrupo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGrupo,
    onMutate: (id) => ({ socioIds: miembrosEnCache(queryClient, id) }),
    onSuccess: (_data, _id, context) => invalidateGrupos(queryClient, context.socioIds),
  })
}
