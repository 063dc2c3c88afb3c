import { useCallback, useEffect, useState } from 'react'
import { notify } from '../notify'
import {
  deliverOutbox,
  OUTBOX_CHANGED,
  OUTBOX_SYNC_TAG,
  pendingEntries,
  tallyTotal,
  type OutboxDelivery,
  type OutboxEntry,
  type OutboxTally,
} from './outbox'
import { SESSION_EXPIRED_EVENT } from '../session/session-events'
import { tokenStorage } from '../session/token-storage'
import { workerSession } from '../session/worker-session'

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> }
}

const announceChange = () => window.dispatchEvent(new Event(OUTBOX_CHANGED))

/** What the desk is told about the entries of one kind: those posted to one URL. */
export type OutboxKind = {
  /** Names the kind's toasts, one of each at a time. */
  name: string
  url: string
  delivered: (count: number) => string
  rejected: (count: number) => string
}

/** The kinds the page knows, by URL: given by the features that queue, see useOutboxReplay. */
const kinds = new Map<string, OutboxKind>()

/**
 * Tells the desk what a delivery did, whether this page or the service worker made it.
 * Both may deliver at once when the connection comes back: one toast of each kind.
 */
function announceDelivery({ delivered, rejected }: Omit<OutboxDelivery, 'type'>) {
  toastEach(delivered, 'delivered')
  toastEach(rejected, 'rejected')
  if (tallyTotal(delivered) + tallyTotal(rejected) > 0) announceChange()
}

function toastEach(tally: OutboxTally, outcome: 'delivered' | 'rejected') {
  for (const [url, count] of Object.entries(tally)) {
    const kind = kinds.get(url)
    if (!kind || count === 0) continue
    notify(outcome === 'delivered' ? 'success' : 'error', kind[outcome](count), {
      id: `outbox-${kind.name}-${outcome}`,
    })
  }
}

let replaying: Promise<void> | null = null

/** Delivers what waits in the outbox now; one round at a time per page. */
export function replayOutbox(): Promise<void> {
  replaying ??= (async () => {
    try {
      const { signedOut, ...delivery } = await deliverOutbox(tokenStorage.get())
      announceDelivery(delivery)
      // As a 401 to any other call: the session ended elsewhere (src/lib/http.ts).
      if (signedOut) {
        tokenStorage.clear()
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT))
      }
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
 * must not have the club's pending registrations refused in their name. `outboxKinds` are
 * the texts of what the features queue: the outbox itself knows none.
 */
export function useOutboxReplay(
  enabled: boolean,
  outboxKinds: readonly OutboxKind[],
  onDelivered: () => void,
): void {
  useEffect(() => {
    if (!enabled) return
    for (const kind of outboxKinds) kinds.set(kind.url, kind)
    // For Background Sync with the tab closed; deleted at sign-out (ADR 0019).
    const token = tokenStorage.get()
    if (token) void workerSession.share(token)
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
  }, [enabled, outboxKinds, onDelivered])
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
