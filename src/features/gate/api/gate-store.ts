import { createStore, del, entries, get, set } from 'idb-keyval'
import type { Checkin, RosterSocio } from '@/domain/gate-api'

/** What the entrance tablet keeps to decide alone when the Wi-Fi drops. */
const store = () => createStore('club-porteria', 'datos')
const queue = () => createStore('club-porteria-registros', 'pendientes')

export type PublishedKey = { kid: string; publicKey: string }
export type CachedRoster = { cursor: string; socios: Record<number, RosterSocio> }

export const gateStore = {
  keys: () => get<PublishedKey[]>('keys', store()),
  saveKeys: (keys: PublishedKey[]) => set('keys', keys, store()),
  roster: () => get<CachedRoster>('roster', store()),
  saveRoster: (roster: CachedRoster) => set('roster', roster, store()),
  /** Tokens accepted on this tablet, with when (seconds): a second use is flagged. */
  seen: () => get<Record<string, number>>('seen', store()),
  saveSeen: (seen: Record<string, number>) => set('seen', seen, store()),
}

/** Check-ins waiting to reach the server; each carries its own idempotency key. */
export const checkinQueue = {
  add: (checkin: Checkin) => set(checkin.key, checkin, queue()),
  all: async () => (await entries<string, Checkin>(queue())).map(([, checkin]) => checkin),
  remove: (keys: string[]) => Promise.all(keys.map((key) => del(key, queue()))),
}
