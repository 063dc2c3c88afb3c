import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { dispositivoKeys } from './dispositivo-keys'

const responseSchema = successEnvelope(v.optional(v.unknown()))

/** DELETE /socios/dispositivos/{id}: revokes it (the member's own, or any for an administrator). */
async function quitarDispositivo(id: number) {
  v.parse(responseSchema, await http.delete(`socios/dispositivos/${id}`).json())
}

export function useQuitarDispositivo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: quitarDispositivo,
    // After a 404 too: someone else (the member, an administrator) removed it first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispositivoKeys.all }),
  })
}
