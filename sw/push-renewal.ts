import { pushSession } from '../src/lib/session/worker-session.ts'

/** Not in TypeScript's WebWorker library yet. */
export type PushSubscriptionChangeEvent = ExtendableEvent & {
  readonly oldSubscription: PushSubscription | null
  readonly newSubscription: PushSubscription | null
}

/**
 * The browser renewed or dropped this device's subscription (`pushsubscriptionchange`):
 * subscribe again with the same server key and tell the server with the session of the
 * account that subscribed, then forget the old address. Signed out, there is nothing to
 * renew; a session the server no longer knows is forgotten.
 */
export async function renovarSuscripcion(
  sw: ServiceWorkerGlobalScope,
  event: Pick<PushSubscriptionChangeEvent, 'oldSubscription' | 'newSubscription'>,
): Promise<void> {
  const token = await pushSession.get()
  if (!token) return
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const nueva =
    event.newSubscription ??
    (await sw.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey:
        event.oldSubscription?.options.applicationServerKey ?? (await clavePublica()),
    }))
  const res = await fetch('/api/push/subscribe', {
    method: 'POST',
    headers,
    body: JSON.stringify(nueva.toJSON()),
  })
  if (res.status === 401) return void (await pushSession.forget())
  const anterior = event.oldSubscription?.endpoint
  if (anterior && anterior !== nueva.endpoint) {
    await fetch('/api/push/subscribe', {
      method: 'DELETE',
      headers,
      body: JSON.stringify({ endpoint: anterior }),
    })
  }
}

async function clavePublica(): Promise<string> {
  const body = (await (await fetch('/api/push/key')).json()) as { response: { publicKey: string } }
  return body.response.publicKey
}
