import { del, entries, get, set } from 'idb-keyval'
import type { Checkin } from '@/domain/porteria/gate-api'
import { userStore } from '@/lib/offline/device-storage'
import type { IngresosHoy } from '../utils/ingresos-hoy'
import type { MemoriaIngresos } from '../utils/ingresos-recientes'

/**
 * What the entrance tablet keeps to decide alone when the Wi-Fi drops, beside the roster
 * (src/entities/roster, in the same store); cleared at sign-out.
 */
const store = () => userStore('gate')
const queue = () => userStore('gateCheckins')

/** A public key, with when GET /gate/keys last listed it (the server's time, ms). */
export type PublishedKey = { kid: string; publicKey: string; lastConfirmed?: number }

export const gateStore = {
  keys: () => get<PublishedKey[]>('keys', store()),
  saveKeys: (keys: PublishedKey[]) => set('keys', keys, store()),
  /** Tokens accepted on this tablet, with when (seconds): a second use is flagged. */
  seen: () => get<Record<string, number>>('seen', store()),
  saveSeen: (seen: Record<string, number>) => set('seen', seen, store()),
  /** Members' latest permitted entries (this tablet's and the roster's): a second is flagged. */
  recientes: () => get<MemoriaIngresos>('recientes', store()),
  saveRecientes: (recientes: MemoriaIngresos) => set('recientes', recientes, store()),
  /** 'Ingresos de hoy': the server's last count and this tablet's entries it lacks. */
  ingresosHoy: () => get<IngresosHoy>('hoy', store()),
  saveIngresosHoy: (ingresos: IngresosHoy) => set('hoy', ingresos, store()),
  /** The server's clock minus this tablet's (ms), from the last sync. */
  clockOffset: () => get<number>('clock', store()),
  saveClockOffset: (offsetMs: number) => set('clock', offsetMs, store()),
}

/** Check-ins waiting to reach the server; each carries its own idempotency key. */
export const checkinQueue = {
  add: (checkin: Checkin) => set(checkin.key, checkin, queue()),
  all: async () => (await entries<string, Checkin>(queue())).map(([, checkin]) => checkin),
  remove: (keys: string[]) => Promise.all(keys.map((key) => del(key, queue()))),
}
