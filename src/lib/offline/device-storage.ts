import { clear, createStore, type UseStore } from 'idb-keyval'

/**
 * Every IndexedDB store that holds a user's data, by name, in one place: signing out
 * clears them all, whether or not this page load ever imported the feature that fills
 * one (docs/architecture.md#state-and-lifecycle). Worker-safe: the service worker reads
 * the outbox, its key and the shared session.
 */
export const USER_STORES = {
  /** idb-keyval's default store: the persisted query cache. */
  queryCache: ['keyval-store', 'keyval'],
  outbox: ['club-outbox', 'entries'],
  /** The non-extractable key that seals the outbox's secrets. */
  outboxKey: ['club-outbox-clave', 'claves'],
  /** The current session's token, for the service worker's deliveries. */
  workerSession: ['club-sesion', 'token'],
  /** The token of the account that subscribed this device to notifications. */
  pushSession: ['club-push-sesion', 'token'],
  altaDraftPhotos: ['club-alta-borrador', 'fotos'],
  gate: ['club-porteria', 'datos'],
  gateCheckins: ['club-porteria-registros', 'pendientes'],
  /** The card's device key pair (non-extractable private key) and its certificate. */
  cardDevice: ['club-carnet-dispositivo', 'clave'],
} as const satisfies Record<string, readonly [string, string]>

export type UserStore = keyof typeof USER_STORES

/** Where the card keeps this phone's certificate and device id, in `cardDevice`. */
export const CARD_CERTIFICADO_KEY = 'certificado'

/** Cache Storage caches with a user's data: the kiosk's member photos. */
export const USER_CACHES = { gatePhotos: 'porteria-fotos' } as const

export const userStore = (name: UserStore): UseStore => {
  const [db, store] = USER_STORES[name]
  return createStore(db, store)
}

/** What waits to be sent: kept when a session ends by a 401, to be delivered by the next. */
const QUEUES: readonly UserStore[] = ['outbox', 'outboxKey', 'gateCheckins']

/**
 * Empties the user's stores and deletes their caches. `keepQueues` spares what still waits
 * to be sent (ADR 0019). Stores are emptied, not deleted: idb-keyval keeps its connections
 * open, and a deletion would wait for them forever.
 */
export async function clearUserData({ keepQueues = false } = {}): Promise<void> {
  const names = (Object.keys(USER_STORES) as UserStore[]).filter(
    (name) => !keepQueues || !QUEUES.includes(name),
  )
  await Promise.all(names.map((name) => clear(userStore(name)).catch(() => undefined)))
  if (typeof caches === 'undefined') return
  await Promise.all(Object.values(USER_CACHES).map((name) => caches.delete(name)))
}
