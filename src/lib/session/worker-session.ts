import { del, get, set } from 'idb-keyval'
import { userStore, type UserStore } from '../offline/device-storage'

const KEY = 'token'

/** A copy of the session's token in one IndexedDB store, for the service worker. */
function sessionCopy(name: UserStore) {
  return {
    get: () => get<string>(KEY, userStore(name)).catch(() => undefined),
    share: (token: string) => set(KEY, token, userStore(name)).catch(() => undefined),
    forget: () => del(KEY, userStore(name)).catch(() => undefined),
  }
}

/**
 * The service worker has no localStorage: to deliver the outbox with the tab closed, an
 * administrator's page copies its current token here, and signing out or a 401 deletes
 * it (ADR 0019). Queued entries never carry a token of their own.
 */
export const workerSession = sessionCopy('workerSession')

/**
 * The session of the account that subscribed this device to notifications: the worker
 * tells the server when the browser renews the subscription (`pushsubscriptionchange`).
 * Apart from `workerSession`, which only an administrator's page fills: a member's token
 * must never deliver the club's queue.
 */
export const pushSession = sessionCopy('pushSession')
