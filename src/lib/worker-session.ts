import { del, get, set } from 'idb-keyval'
import { userStore } from './device-storage'

/**
 * The service worker has no localStorage: to deliver the outbox with the tab closed, an
 * administrator's page copies its current token here, and signing out or a 401 deletes
 * it (ADR 0019). Queued entries never carry a token of their own.
 */
const KEY = 'token'

export const workerSession = {
  get: () => get<string>(KEY, userStore('workerSession')).catch(() => undefined),
  share: (token: string) => set(KEY, token, userStore('workerSession')).catch(() => undefined),
  forget: () => del(KEY, userStore('workerSession')).catch(() => undefined),
}
