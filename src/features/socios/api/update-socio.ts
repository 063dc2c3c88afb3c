import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioDetailSchema, type SocioUpdate } from '@/domain/socios/socios-api'
import { socioKeys } from '@/entities/socio/socio-keys'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(socioDetailSchema)

async function updateSocio({ id, changes }: { id: number; changes: SocioUpdate }) {
  const json = await http.patch(`socios/${id}`, { json: changes }).json()
  return v.parse(responseSchema, json).response
}

export function useUpdateSocio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSocio,
    onSuccess: (socio) => {
      queryClient.setQueryData(socioKeys.detail(socio.id), socio)
      return queryClient.invalidateQueries({ queryKey: socioKeys.lists() })
    },
  })
}
