import { hashDocumento, importDocumentoKey } from '@/domain/alta/documento-hash'
import type { RosterSocio } from '@/domain/porteria/gate-api'
import type { CachedRoster } from './roster-store'

/**
 * The members a typed DNI may be, from this device's roster, offline too: the roster keeps
 * only 16 bits of each DNI's keyed hash, so the typed DNI is hashed with the same key and
 * every member sharing the value is a candidate (ADR 0041), by surname and name. None, one
 * or a few: only the server, or the person's face, tells which it is. The kiosk's DNI entry
 * and the control screen's offline search both ask here.
 */
export async function sociosPorDocumento(
  roster: CachedRoster,
  documento: string,
): Promise<RosterSocio[]> {
  const hash = await hashDocumento(await importDocumentoKey(roster.documentoKey), documento)
  return Object.values(roster.socios)
    .filter((socio) => socio.documentoHash === hash)
    .sort(
      (a, b) =>
        a.apellido.localeCompare(b.apellido, 'es') || a.nombre.localeCompare(b.nombre, 'es'),
    )
}
