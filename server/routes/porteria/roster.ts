/**
 * GET /gate/roster: what an entrance tablet needs to decide alone while offline (the
 * `rosterSchema` of src/domain/porteria/gate-api.ts), each DNI as a keyed hash and the due dates of
 * each member's pending cuotas (ADR 0028). Without a cursor, every member; with one, the
 * members whose record, persona, photo or cuotas changed since (socios.updated_at, kept by
 * the triggers of migrations 0007_checkins and 0016_cuotas). Always, the recent entries
 * (recent-entries.ts), the club's fee rule for the gate, and the revoked devices whose
 * certificate has not ended (revoked-devices.ts), which the tablets refuse offline.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Roster } from '../../../src/domain/porteria/gate-api.ts'
import type { Db } from '../../db/client.ts'
import { imagenesPersonas, personas, socios } from '../../db/schema/socios.ts'
import { getClubSettings } from '../configuracion/club-settings.ts'
import { changeCursors, parseCursor, ROSTER_MARGIN_S } from './change-cursor.ts'
import { vencimientosPendientesSql } from './cuotas-pendientes.ts'
import type { GateKey } from './gate-key.ts'
import { fotoVersion } from './member-copy.ts'
import type { RecentEntries } from './recent-entries.ts'
import type { RevokedDevices } from './validar-token/revoked-devices.ts'
import { personaJoin } from '../socios/socio-persona.ts'

export async function gateRoster(
  db: Db,
  {
    recentEntries,
    revokedDevices,
    gateKey,
  }: { recentEntries: RecentEntries; revokedDevices: RevokedDevices; gateKey: GateKey },
  since: string | undefined,
): Promise<Roster> {
  const desde = parseCursor(since)
  const [cursor] = await changeCursors(db, [ROSTER_MARGIN_S])
  const rows = await db
    .select({
      id: socios.id,
      nombre: personas.nombre,
      apellido: personas.apellido,
      apodo: personas.apodo,
      documento: personas.documento,
      estado: socios.estado,
      vencimiento: socios.vencimiento,
      fotoId: imagenesPersonas.id,
      vencimientosPendientes: vencimientosPendientesSql(socios.id),
    })
    .from(socios)
    .innerJoin(...personaJoin)
    .leftJoin(
      imagenesPersonas,
      and(eq(imagenesPersonas.personaId, socios.personaId), eq(imagenesPersonas.tipo, 'principal')),
    )
    .where(desde === null ? undefined : gt(socios.updatedAt, sql`${desde}::timestamptz`))
    .orderBy(asc(socios.id))
  const hashes = await Promise.all(rows.map((row) => gateKey.hash(row.documento)))
  const club = await getClubSettings(db)
  return {
    cursor,
    completo: desde === null,
    documentoKey: await gateKey.text(),
    socios: rows.map(({ fotoId, documento: _, ...socio }, i) => ({
      ...socio,
      // The tablet keeps no DNI numbers (ADR 0017).
      documentoHash: hashes[i]!,
      // Not sent: it would be stale once a cuota falls due; the tablet counts from the dates.
      alDia: null,
      fotoVersion: fotoVersion(fotoId),
    })),
    recientes: await recentEntries.recientes(),
    denegarConCuotasVencidas: club.denegarConCuotasVencidas,
    dispositivosRevocados: await revokedDevices.list(),
  }
}
