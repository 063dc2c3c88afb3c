import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { broadcastResultSchema, type Broadcast, type BroadcastResult } from '@/domain/push/push'
import { http } from '@/lib/http'
import { envioKeys } from './envio-keys'

const responseSchema = successEnvelope(v.unknown())

/**
 * POST /push/broadcast: the server's message ('Notificación enviada') and its counts, or null
 * counts when the answer lacks them (an older server): then nothing is claimed about devices.
 */
async function sendBroadcast(
  broadcast: Broadcast,
): Promise<{ message?: string; counts: BroadcastResult | null }> {
  const json = await http.post('push/broadcast', { json: broadcast }).json()
  const { message, response } = v.parse(responseSchema, json)
  const counts = v.safeParse(broadcastResultSchema, response)
  return { message, counts: counts.success ? counts.output : null }
}

export function useSendBroadcast() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: envioKeys.lists() }),
  })
}
