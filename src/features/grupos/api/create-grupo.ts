import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { grupoSchema } from '@/domain/grupos/grupos-api'
import { http } from '@/lib/http'
import { grupoKeys } from './grupo-keys'

const responseSchema = successEnvelope(grupoSchema)

/** POST /grupos {nombre}: a new group, without members. */
async function createGrupo(nombre: string) {
  return v.parse(responseSchema, await http.post('grupos', { json: { nombre } }).json()).response
}

export function useCreateGrupo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createGrupo,
    onSuccess: (grupo) => {
      queryClient.setQueryData(grupoKeys.detail(grupo.id), grupo)
      return queryClient.invalidateQueries({ queryKey: grupoKeys.lists() })
    },
  })
}
