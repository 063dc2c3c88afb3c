/// <reference lib="webworker" />
import {
  deliverOutbox,
  OUTBOX_CHANGED,
  OUTBOX_SYNC_TAG,
  tallyTotal,
  type OutboxDelivery,
} from '../src/lib/offline/outbox.ts'
import { workerSession } from '../src/lib/session/worker-session.ts'

type SyncEvent = ExtendableEvent & { tag: string }

/**
 * Background Sync: the browser wakes the worker when the connection is back
 * (docs/architecture.md#offline).
 */
export function registerOutboxSync(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== OUTBOX_SYNC_TAG) return
    sync.waitUntil(deliverAndTell(sw))
  })
}

async function deliverAndTell(sw: ServiceWorkerGlobalScope) {
  // The session an administrator's page shared; none (signed out): the page delivers later.
  const { delivered, rejected, offline, signedOut } = await deliverOutbox(await workerSession.get())
  if (signedOut) await workerSession.forget()
  // The page turns the tally into the texts of each kind, as when it delivers itself.
  if (tallyTotal(delivered) + tallyTotal(rejected) > 0) {
    const message: OutboxDelivery = { type: OUTBOX_CHANGED, delivered, rejected }
    for (const client of await sw.clients.matchAll({ type: 'window' })) client.postMessage(message)
  }
  // Rejecting asks the browser to try the sync again later.
  if (offline) throw new Error('Sin conexión: el envío se reintentará')
}
