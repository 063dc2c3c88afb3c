/**
 * The validations the server records itself (GET /socios/validarToken) as access events at
 * the gate (`checkins`); checkins.ts has the offline batches and the day's figures.
 *
 * Online validations are buffered and written in one multi-row INSERT every FLUSH_EVERY_MS
 * or FLUSH_AT_ROWS, so recording one adds no round trip to the scan's answer. The price: a
 * crash loses the last FLUSH_EVERY_MS of them; a clean stop writes them (`close()`).
 */
import { sql } from 'drizzle-orm'
import type { Veredicto } from '../../../src/domain/gate-api.ts'
import type { Db } from '../../db/client.ts'
import { checkins } from '../../db/schema.ts'

export const FLUSH_EVERY_MS = 200
export const FLUSH_AT_ROWS = 100
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

export type CheckinBuffer = ReturnType<typeof createCheckinBuffer>

/**
 * The online validations of this process waiting to be written to `db`. `close()` writes
 * what is buffered: at shutdown, after the HTTP server stops taking requests and before the
 * database closes (server/index.ts).
 */
export function createCheckinBuffer(db: Db) {
  let rows: OnlineRow[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const writing = new Set<Promise<void>>()

  /** Writes what is buffered; resolves when it and every earlier write are done. Never rejects. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    if (rows.length > 0) {
      const batch = rows
      rows = []
      const write = writeBuffered(db, batch).finally(() => writing.delete(write))
      writing.add(write)
    }
    return Promise.all(writing).then(() => undefined)
  }

  return {
    /** Records a validation made through the server; written within FLUSH_EVERY_MS. */
    record(checkin: OnlineCheckin, at = new Date()) {
      rows.push({ ...checkin, at })
      if (rows.length >= FLUSH_AT_ROWS) {
        void flush()
      } else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_EVERY_MS)
        // A pending flush never keeps a process alive on its own (tests, the CLI).
        timer.unref()
      }
    },
    /**
     * Writes the buffered validations now and resolves when every write so far is done:
     * before the day's figures are read, in tests, and at shutdown.
     */
    flush,
    close: flush,
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
