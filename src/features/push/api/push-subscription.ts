import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { broadcastResultSchema, pushKeySchema } from '@/domain/push/push'
import { http } from '@/lib/http'

const keyResponse = successEnvelope(pushKeySchema)
const resultResponse = successEnvelope(broadcastResultSchema)

/** GET /push/key: the server's VAPID public key, the same for as long as the club runs. */
export const pushKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'key'] as const,
    queryFn: async () => v.parse(keyResponse, await http.get('push/key').json()).response.publicKey,
    staleTime: Infinity,
  })

/** POST /push/subscribe: the browser's subscription, for the signed-in account. */
export async function saveSubscription(subscription: PushSubscription): Promise<void> {
  await http.post('push/subscribe', { json: subscription.toJSON() })
}

/** POST /push/notify: a test to the caller's own devices. */
export async function sendTest(message: { title: string; body: string }) {
  return v.parse(resultResponse, await http.post('push/notify', { json: message }).json()).response
}
