import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { broadcastResultSchema, type Broadcast } from '@/domain/push'
import { http } from '@/lib/http'
import { envioKeys } from './envio-keys'

const responseSchema = successEnvelope(broadcastResultSchema)

/** POST /push/broadcast: the counts and the server's message ('Notificación enviada'). */
async function sendBroadcast(broadcast: Broadcast) {
  const json = await http.post('push/broadcast', { json: broadcast }).json()
  const { message, response } = v.parse(responseSchema, json)
  return { message, ...response }
}

export function useSendBroadcast() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: envioKeys.lists() }),
  })
}
