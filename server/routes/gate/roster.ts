/**
 * GET /gate/roster: what an entrance tablet needs to decide alone while offline (the
 * `rosterSchema` of src/domain/gate-api.ts). Without a cursor, every member; with one, the
 * members whose record, persona or photo changed since (socios.updated_at, kept by the
 * triggers of migration 0007_checkins).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Roster } from '../../../src/domain/gate-api.ts'
import type { Db } from '../../db/client.ts'
import { imagenesPersonas, personas, socios } from '../../db/schema.ts'
import { changeCursors, parseCursor, ROSTER_MARGIN_S } from './change-cursor.ts'
import { fotoVersion } from './member-copy.ts'

export async function gateRoster(db: Db, since: string | undefined): Promise<Roster> {
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
    })
    .from(socios)
    .innerJoin(personas, eq(personas.id, socios.personaId))
    .leftJoin(
      imagenesPersonas,
      and(eq(imagenesPersonas.personaId, socios.personaId), eq(imagenesPersonas.tipo, 'principal')),
    )
    .where(desde === null ? undefined : gt(socios.updatedAt, sql`${desde}::timestamptz`))
    .orderBy(asc(socios.id))
  return {
    cursor,
    completo: desde === null,
    socios: rows.map(({ fotoId, ...socio }) => ({
      ...socio,
      // Fees are not kept yet (a later issue): unknown, not 'up to date'.
      alDia: null,
      fotoVersion: fotoVersion(fotoId),
    })),
  }
}
