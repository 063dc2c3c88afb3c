/**
 * Access events at the gate (`checkins`): the validations the server records itself
 * (GET /socios/validarToken), the batches an offline tablet delivers (POST /gate/checkins)
 * and the day's figures (GET /gate/stats).
 *
 * Online validations are buffered and written in one multi-row INSERT every FLUSH_EVERY_MS
 * or FLUSH_AT_ROWS, so recording one adds no round trip to the scan's answer. The price: a
 * crash loses the last FLUSH_EVERY_MS of them; a clean stop writes them (`flushCheckins`).
 */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Checkin, Veredicto } from '../../../src/domain/gate-api.ts'
import { diaDelClub, ZONA_DEL_CLUB } from '../../../src/domain/fecha.ts'
import type { Db } from '../../db/client.ts'
import { checkins, personas, socios } from '../../db/schema.ts'

export const FLUSH_EVERY_MS = 200
export const FLUSH_AT_ROWS = 100
/** How many latest entries GET /gate/stats lists. */
const ULTIMOS = 10

export const SIN_NOMBRE = 'sin nombre'

/** The device name as stored: trimmed, at most 60 characters, 'sin nombre' when empty. */
export function nombreDispositivo(raw: string | null | undefined): string {
  const name = (raw ?? '').trim().slice(0, 60).trim()
  return name === '' ? SIN_NOMBRE : name
}

/** One validation made through the server (the gatekeeper's session, now). */
export type OnlineCheckin = {
  socioId: number
  veredicto: Veredicto
  motivo: string | null
  dispositivo: string
  userId: number
}

type OnlineRow = OnlineCheckin & { at: Date }

// ---------------------------------------------------------------- the buffer

class CheckinBuffer {
  private rows: OnlineRow[] = []
  private timer: ReturnType<typeof setTimeout> | null = null
  private readonly writing = new Set<Promise<void>>()

  constructor(private readonly db: Db) {}

  add(row: OnlineRow) {
    this.rows.push(row)
    if (this.rows.length >= FLUSH_AT_ROWS) {
      void this.flush()
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_EVERY_MS)
      // A pending flush never keeps a process alive on its own (tests, the CLI).
      this.timer.unref()
    }
  }

  /** Writes what is buffered; resolves when it and every earlier write are done. Never rejects. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.rows.length > 0) {
      const batch = this.rows
      this.rows = []
      const write = writeBuffered(this.db, batch).finally(() => this.writing.delete(write))
      this.writing.add(write)
    }
    return Promise.all(this.writing).then(() => undefined)
  }
}

/**
 * One multi-row INSERT; if it fails (a lost connection, a row the table refuses), row by
 * row, so one bad row cannot take its neighbours with it. A row that still fails is logged
 * and dropped: the scan it records was answered long ago.
 */
async function writeBuffered(db: Db, rows: OnlineRow[]) {
  try {
    await insertOnline(db, rows)
    return
  } catch (error) {
    if (rows.length === 1) return logLost(rows[0]!, error)
  }
  for (const row of rows) {
    try {
      await insertOnline(db, [row])
    } catch (error) {
      logLost(row, error)
    }
  }
}

/**
 * One INSERT … SELECT FROM json_to_recordset($1): a single parameter whatever the number of
 * rows. A VALUES list of 100 rows has 700, and on PGlite building and parsing them cost as
 * much as the write itself (bench/gate-server.ts).
 */
function insertOnline(db: Db, rows: OnlineRow[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      socio_id: r.socioId,
      at: r.at.toISOString(),
      veredicto: r.veredicto,
      motivo: r.motivo,
      dispositivo: r.dispositivo,
      user_id: r.userId,
    })),
  )
  const c = (column: { name: string }) => sql.identifier(column.name)
  return db.execute(sql`
    insert into ${checkins} (${c(checkins.socioId)}, ${c(checkins.at)}, ${c(checkins.veredicto)},
      ${c(checkins.motivo)}, ${c(checkins.online)}, ${c(checkins.dispositivo)}, ${c(checkins.userId)})
    select socio_id, at, veredicto, motivo, true, dispositivo, user_id
    from json_to_recordset(${json}::json) as fila(socio_id integer, at timestamptz,
      veredicto text, motivo text, dispositivo text, user_id integer)`)
}

function logLost(row: OnlineRow, error: unknown) {
  // The driver's error, not Drizzle's wrapper that repeats the query and its parameters.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const reason = cause instanceof Error ? cause.message : String(cause)
  console.error(`No se pudo registrar el ingreso del socio ${row.socioId}: ${reason}`)
}

/** One buffer per database (the tests open several). */
const buffers = new WeakMap<Db, CheckinBuffer>()

function bufferOf(db: Db): CheckinBuffer {
  let buffer = buffers.get(db)
  if (!buffer) {
    buffer = new CheckinBuffer(db)
    buffers.set(db, buffer)
  }
  return buffer
}

/** Records a validation made through the server; written within FLUSH_EVERY_MS. */
export function recordOnlineCheckin(db: Db, checkin: OnlineCheckin, at = new Date()) {
  bufferOf(db).add({ ...checkin, at })
}

/**
 * Writes the buffered validations now and resolves when every write so far is done: before
 * the day's figures are read, in tests, and at shutdown, after the HTTP server stops taking
 * requests and before the database closes (server/index.ts).
 */
export function flushCheckins(db: Db): Promise<void> {
  return buffers.get(db)?.flush() ?? Promise.resolve()
}

// ---------------------------------------------------------------- offline batches

export type CheckinsResult = { recibidos: number; repetidos: number; descartados: number }

/**
 * The check-ins a tablet recorded (POST /gate/checkins). Each key is recorded once: a
 * replayed batch counts as `repetidos` and writes nothing. Check-ins of a member number
 * that does not exist cannot be recorded and never will: `descartados`, so the tablet
 * drops them instead of sending them forever.
 */
export async function recordCheckins(
  db: Db,
  batch: readonly Checkin[],
  userId: number,
): Promise<CheckinsResult> {
  const ids = [...new Set(batch.map((c) => c.socioId))]
  const existing = new Set(
    (await db.select({ id: socios.id }).from(socios).where(inArray(socios.id, ids))).map(
      (row) => row.id,
    ),
  )
  const known = batch.filter((c) => existing.has(c.socioId))
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
        userId,
      })),
    )
    // Keys already stored, and a key repeated inside the batch, are skipped.
    .onConflictDoNothing({ target: checkins.key })
    .returning({ id: checkins.id })
  return { recibidos: inserted.length, repetidos: known.length - inserted.length, descartados }
}

// ---------------------------------------------------------------- the day's figures

/**
 * GET /gate/stats: members let in during the club's calendar day (Santa Rosa's midnight to
 * midnight, whatever the server's zone) and the latest entries, newest first.
 */
export async function gateStats(db: Db, now = new Date()) {
  await flushCheckins(db)
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
      })
      .from(checkins)
      .innerJoin(socios, eq(socios.id, checkins.socioId))
      .innerJoin(personas, eq(personas.id, socios.personaId))
      .orderBy(desc(checkins.at), desc(checkins.id))
      .limit(ULTIMOS),
  ])
  return {
    hoy: hoy?.hoy ?? 0,
    ultimos: ultimos.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      veredicto: row.veredicto as Veredicto,
    })),
  }
}
