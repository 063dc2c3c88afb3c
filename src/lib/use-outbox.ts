import { useCallback, useEffect, useState } from 'react'
import { notify } from './notify'
import {
  deliverOutbox,
  OUTBOX_CHANGED,
  OUTBOX_SYNC_TAG,
  pendingEntries,
  type OutboxDelivery,
  type OutboxEntry,
} from './outbox'
import { tokenStorage } from './token-storage'

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> }
}

const announceChange = () => window.dispatchEvent(new Event(OUTBOX_CHANGED))

/**
 * Tells the desk what a delivery did, whether this page or the service worker made it.
 * Both may deliver at once when the connection comes back: one toast of each kind.
 */
function announceDelivery({ delivered, rejected }: { delivered: number; rejected: number }) {
  if (delivered > 0)
    notify(
      'success',
      delivered === 1 ? 'Alta pendiente enviada' : `${delivered} altas pendientes enviadas`,
      { id: 'outbox-delivered' },
    )
  if (rejected > 0)
    notify('error', 'El servidor rechazó un alta pendiente: revisá el detalle', {
      id: 'outbox-rejected',
    })
  if (delivered + rejected > 0) announceChange()
}

let replaying: Promise<void> | null = null

/** Delivers what waits in the outbox now; one round at a time per page. */
export function replayOutbox(): Promise<void> {
  replaying ??= (async () => {
    try {
      announceDelivery(await deliverOutbox(tokenStorage.get()))
    } finally {
      replaying = null
    }
  })()
  return replaying
}

/** Asks the service worker to deliver when the connection is back, even with the tab closed. */
export async function requestOutboxSync(): Promise<void> {
  // getRegistration, not `ready`: without an active worker `ready` never settles.
  const registration = (await navigator.serviceWorker?.getRegistration().catch(() => undefined)) as
    SyncRegistration | undefined
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined)
}

/**
 * Replays the outbox at start and whenever the browser is back online (browsers without
 * Background Sync rely on this), and hears of deliveries made by the service worker. Only
 * an administrator's session delivers: a member opening their card on the desk tablet
 * must not have the club's pending registrations refused in their name.
 */
export function useOutboxReplay(enabled: boolean, onDelivered: () => void): void {
  useEffect(() => {
    if (!enabled) return
    const replay = () => void replayOutbox()
    const onWorkerMessage = (event: MessageEvent) => {
      if (event.data?.type === OUTBOX_CHANGED) announceDelivery(event.data as OutboxDelivery)
    }
    replay()
    window.addEventListener('online', replay)
    window.addEventListener(OUTBOX_CHANGED, onDelivered)
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
    return () => {
      window.removeEventListener('online', replay)
      window.removeEventListener(OUTBOX_CHANGED, onDelivered)
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
    }
  }, [enabled, onDelivered])
}

/** What waits in the outbox, kept current. */
export function useOutboxEntries(): { entries: OutboxEntry[]; refresh: () => void } {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  const refresh = useCallback(() => {
    void pendingEntries().then(setEntries)
  }, [])
  useEffect(() => {
    refresh()
    window.addEventListener(OUTBOX_CHANGED, refresh)
    return () => window.removeEventListener(OUTBOX_CHANGED, refresh)
  }, [refresh])
  return { entries, refresh }
}

export { announceChange as announceOutboxChange }
