import type { RosterSocio } from '@/domain/porteria/gate-api'
import { sociosPorDocumento } from '@/entities/roster/roster-lookup'
import { rosterStore } from '@/entities/roster/roster-store'

type EnLista = {
  /** The members whose DNI may be it (ADR 0041): none, one, or a few to tell apart. */
  socios: RosterSocio[]
  sincronizadoAt: number | undefined
  /** The club's fee rule as the roster brought it (0: fees never deny). */
  denegarConCuotasVencidas: number
}

/**
 * 'Buscar por DNI' without a connection: the candidates from this device's roster (the one the
 * kiosk keeps, and this screen syncs), with when it was synced; null when the device has none.
 */
export async function buscarEnLista(documento: string): Promise<EnLista | null> {
  const roster = await rosterStore.get()
  if (!roster?.documentoKey) return null
  return {
    socios: await sociosPorDocumento(roster, documento),
    sincronizadoAt: roster.sincronizadoAt,
    denegarConCuotasVencidas: roster.denegarConCuotasVencidas ?? 0,
  }
}
