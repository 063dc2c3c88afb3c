import { get, set } from 'idb-keyval'
import type { RosterSocio } from '@/domain/porteria/gate-api'
import { userStore } from '@/lib/offline/device-storage'

/**
 * The gate's roster as this device keeps it (docs/architecture.md#offline): what a gate needs
 * of each member, each DNI only as 16 bits of its hash under `documentoKey` (ADR 0041). The kiosk decides
 * from it, the control screen answers from it without a connection (ADR 0022). It lives in the
 * kiosk's store, emptied at sign-out.
 */
export type CachedRoster = {
  cursor: string
  documentoKey: string
  socios: Record<number, RosterSocio>
  /** When this device last brought it up to date (its own clock, ms); older rosters lack it. */
  sincronizadoAt?: number
  /**
   * What the roster's members carry: `ROSTER_FORMATO` since fees (their cuotas' due dates);
   * absent in rosters kept before, which are read again whole.
   */
  formato?: number
  /** The club's `denegarConCuotasVencidas` at the last sync (0 or absent: fees never deny). */
  denegarConCuotasVencidas?: number
  /**
   * The devices revoked whose certificate has not ended, at the last sync: the kiosk refuses
   * their codes offline (docs/architecture.md#device-token). Absent in rosters kept before.
   */
  dispositivosRevocados?: number[]
}

/**
 * 2: each member carries `vencimientosPendientes` (ADR 0028). 3: `documentoHash` is 16 bits
 * (ADR 0041); a roster kept with the whole hashes is replaced, so they leave the device.
 */
export const ROSTER_FORMATO = 3

const store = () => userStore('gate')

export const rosterStore = {
  get: () => get<CachedRoster>('roster', store()),
  save: (roster: CachedRoster) => set('roster', roster, store()),
}
