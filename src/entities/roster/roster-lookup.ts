import { hashDocumento, importDocumentoKey } from '@/domain/documento-hash'
import type { RosterSocio } from '@/domain/gate-api'
import type { CachedRoster } from './roster-store'

/**
 * The member whose DNI a gatekeeper typed, from this device's roster, offline too: the roster
 * keeps only hashes, so the typed DNI is hashed with the same key (ADR 0017). The kiosk's DNI
 * entry and the control screen's offline search both ask here.
 */
export async function socioPorDocumento(
  roster: CachedRoster,
  documento: string,
): Promise<RosterSocio | undefined> {
  const hash = await hashDocumento(await importDocumentoKey(roster.documentoKey), documento)
  return Object.values(roster.socios).find((socio) => socio.documentoHash === hash)
}
