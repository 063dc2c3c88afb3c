/**
 * GET /gate/roster: what an entrance tablet needs to decide alone while offline (the
 * `rosterSchema` of src/domain/gate-api.ts). Without a cursor, every member; with one, the
 * members whose record, persona or photo changed since (socios.updated_at, kept by the
 * triggers of migration 0007_checkins).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Roster } from '../../src/domain/gate-api.ts'
import type { Db } from '../db/client.ts'
import { imagenesPersonas, personas, socios } from '../db/schema.ts'
import { fotoVersion } from './socio-control.ts'

/**
 * The cursor is the database's clock minus this margin. A change is stamped with the start
 * of its transaction but seen only once it commits; the margin re-sends the last minute's
 * changes each time, so a change whose transaction took less than a minute is never missed.
 */
const MARGIN = sql`interval '60 seconds'`

/** An instant as the cursor spells it: UTC with microseconds, as the database keeps it. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

/**
 * The instant a client's cursor stands for, or null for anything this server did not hand
 * out (the client then simply gets the whole roster again).
 */
export function parseCursor(cursor: string | undefined): string | null {
  if (cursor === undefined || !CURSOR.test(cursor)) return null
  return Number.isNaN(Date.parse(cursor)) ? null : cursor
}

export async function gateRoster(db: Db, since: string | undefined): Promise<Roster> {
  const desde = parseCursor(since)
  // Read before the members, so nothing committed between the two readings is skipped.
  const [clock] = await db
    .select({
      cursor: sql<string>`to_char((now() - ${MARGIN}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(sql`(select 1) as reloj`)
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
    cursor: clock!.cursor,
    completo: desde === null,
    socios: rows.map(({ fotoId, ...socio }) => ({
      ...socio,
      // Fees are not kept yet (a later issue): unknown, not 'up to date'.
      alDia: null,
      fotoVersion: fotoVersion(fotoId),
    })),
  }
}
