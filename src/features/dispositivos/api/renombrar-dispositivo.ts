import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { dispositivoKeys } from './dispositivo-keys'

const responseSchema = successEnvelope(v.object({ id: v.number(), apodo: v.nullable(v.string()) }))

/** PATCH /socios/dispositivos/{id}: the member's own name for one of their devices. */
async function renombrarDispositivo({ id, apodo }: { id: number; apodo: string }) {
  const json = await http.patch(`socios/dispositivos/${id}`, { json: { apodo } }).json()
  return v.parse(responseSchema, json).response
}

export function useRenombrarDispositivo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renombrarDispositivo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispositivoKeys.all }),
  })
}
