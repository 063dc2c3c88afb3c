/**
 * Access events at the gate (`checkins`): the batches an offline tablet delivers
 * (POST /gate/checkins) and the day's figures (GET /gate/stats).
 */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Checkin, Veredicto, Via } from '../../../src/domain/porteria/gate-api.ts'
import { diaDelClub, ZONA_DEL_CLUB } from '../../../src/domain/fecha.ts'
import type { Db } from '../../db/client.ts'
import { checkins } from '../../db/schema/porteria.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { nombreDispositivo, type CheckinBuffer } from './checkin-buffer.ts'
import type { RecentEntries } from './recent-entries.ts'
import { personaJoin } from '../socios/socio-persona.ts'

/** How many latest entries GET /gate/stats lists. */
const ULTIMOS = 10

/** How old a check-in may be: a tablet offline longer than this loses what it recorded. */
export const CHECKIN_MAX_AGE_MS = 7 * 24 * 3600_000
/** How far ahead of the server's clock a tablet's may run (it corrects it at each sync). */
export const CHECKIN_MAX_AHEAD_MS = 2 * 60_000

export type CheckinsResult = { recibidos: number; repetidos: number; descartados: number }

/**
 * The check-ins a tablet recorded (POST /gate/checkins). Each key is recorded once: a
 * replayed batch counts as `repetidos` and writes nothing. Check-ins that cannot be recorded
 * and never will are `descartados`, so the tablet drops them instead of sending them
 * forever: a member number that does not exist, and an `at` older than 7 days or more than
 * 2 minutes ahead of the server's clock (a wrong clock, or a forged entry). Refusing the
 * whole batch would leave an offline tablet sending it again forever. The permitted ones are told to `recent`, so the next scan of that member, at
 * any gate, is flagged.
 */
export async function recordCheckins(
  db: Db,
  recent: RecentEntries,
  batch: readonly Checkin[],
  userId: number,
  recibidoAt = new Date(),
): Promise<CheckinsResult> {
  const now = recibidoAt.getTime()
  const inTime = batch.filter((c) => {
    const at = Date.parse(c.at)
    return at >= now - CHECKIN_MAX_AGE_MS && at <= now + CHECKIN_MAX_AHEAD_MS
  })
  const ids = [...new Set(inTime.map((c) => c.socioId))]
  const existing = new Set(
    ids.length === 0
      ? []
      : (await db.select({ id: socios.id }).from(socios).where(inArray(socios.id, ids))).map(
          (row) => row.id,
        ),
  )
  const known = inTime.filter((c) => existing.has(c.socioId))
  const descartados = batch.length - known.length
  if (known.length === 0) return { recibidos: 0, repetidos: 0, descartados }
  const inserted = await db
    .insert(checkins)
    .values(
      known.map((c) => ({
        key: c.key,
        socioId: c.socioId,
        at: new Date(c.at),
        veredicto: c.veredicto,
        motivo: c.motivo ?? null,
        online: c.online,
        dispositivo: nombreDispositivo(c.dispositivo),
        via: c.via ?? 'qr',
        userId,
        recibidoAt,
      })),
    )
    // Keys already stored, and a key repeated inside the batch, are skipped.
    .onConflictDoNothing({ target: checkins.key })
    .returning({ id: checkins.id })
  for (const c of known)
    if (c.veredicto === 'permitido')
      recent.note(c.socioId, Date.parse(c.at), nombreDispositivo(c.dispositivo))
  return { recibidos: inserted.length, repetidos: known.length - inserted.length, descartados }
}

/**
 * GET /gate/stats: members let in during the club's calendar day (Santa Rosa's midnight to
 * midnight, whatever the server's zone) and the latest entries, newest first.
 */
export async function gateStats(db: Db, buffer: CheckinBuffer, now = new Date()) {
  await buffer.flush()
  const dia = diaDelClub(now)
  const desde = sql`(${dia}::date)::timestamp at time zone ${ZONA_DEL_CLUB}`
  const hasta = sql`(${dia}::date + 1)::timestamp at time zone ${ZONA_DEL_CLUB}`
  const [[hoy], ultimos] = await Promise.all([
    db
      .select({ hoy: count() })
      .from(checkins)
      .where(
        and(gte(checkins.at, desde), lt(checkins.at, hasta), eq(checkins.veredicto, 'permitido')),
      ),
    db
      .select({
        socioId: checkins.socioId,
        nombre: personas.nombre,
        apellido: personas.apellido,
        at: checkins.at,
        veredicto: checkins.veredicto,
        online: checkins.online,
        dispositivo: checkins.dispositivo,
        via: checkins.via,
      })
      .from(checkins)
      .innerJoin(socios, eq(socios.id, checkins.socioId))
      .innerJoin(...personaJoin)
      .orderBy(desc(checkins.at), desc(checkins.id))
      .limit(ULTIMOS),
  ])
  return {
    hoy: hoy?.hoy ?? 0,
    ultimos: ultimos.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      veredicto: row.veredicto as Veredicto,
      via: row.via as Via,
    })),
  }
}
