/**
 * The activity log's writer (docs/architecture.md#state-and-lifecycle): `record()` only
 * buffers, and the buffer is written in one multi-row INSERT every FLUSH_EVERY_MS or
 * FLUSH_AT_ROWS, so recording adds no round trip to the request.
 *
 * Unlike a gate check-in, whose scan waits for its write (checkin-buffer.ts), no request
 * waits for an entry: a failed write keeps its rows, warns, and tries again RETRY_MS later;
 * a row is dropped, with an error logged, only after MAX_ATTEMPTS failures, when more than
 * MAX_PENDING wait, or when the last write at close fails. A crash loses the last
 * FLUSH_EVERY_MS of entries.
 */
import type { Accion } from '../../../src/domain/auditoria/auditoria.ts'
import type { Detalle } from '../../../src/domain/auditoria/auditoria-api.ts'
import type { Db } from '../../db/client.ts'
import { auditoria } from '../../db/schema/auditoria.ts'
import {
  createWriteBuffer,
  driverMessage,
  jsonRowsInsert,
  insertOrRowByRow,
  type JsonColumn,
} from '../../lib/infra/write-buffer.ts'

export const FLUSH_EVERY_MS = 500
export const FLUSH_AT_ROWS = 100
export const RETRY_MS = 5_000
export const MAX_ATTEMPTS = 5
export const MAX_PENDING = 10_000
/** A bigger `detalle` is replaced by `{ recortado: true }`. */
export const MAX_DETALLE_CHARS = 2_000

/** Keys a `detalle` never keeps, whatever a caller passes. */
const SECRET_KEY = /pass|clave|contrase|hash|token|secret|authorization/i

/** One thing that happened: who (an account, or null for the CLI), what, from where. */
export type AuditEntry = {
  actor: { id: number | null; email: string } | null
  accion: Accion
  ip: string | null
  detalle?: Detalle
}

type Row = {
  at: Date
  userId: number | null
  email: string | null
  ip: string | null
  accion: Accion
  detalle: Detalle
  attempts: number
}

export type AuditLog = ReturnType<typeof createAuditLog>

/**
 * The entries of this process waiting to be written to `db`. `close()` writes them: at
 * shutdown, before the database closes (server/index.ts), and at the end of a CLI command.
 */
export function createAuditLog(db: Db) {
  const buffer = createWriteBuffer<Row>(writeBatch)

  /** Puts failed rows back in front, oldest first, and schedules the retry. */
  function keep(failed: Row[], error: unknown) {
    const retry: Row[] = []
    for (const row of failed) {
      if (row.attempts + 1 >= MAX_ATTEMPTS) logLost([row], error)
      else retry.push({ ...row, attempts: row.attempts + 1 })
    }
    if (retry.length === 0) return
    console.warn(
      `No se pudo escribir el registro de actividad (${retry.length} entradas): ` +
        `${driverMessage(error)}. Se reintenta en ${RETRY_MS / 1000} s.`,
    )
    buffer.putBack(retry)
    trim()
    buffer.reschedule(RETRY_MS)
  }

  function trim() {
    const dropped = buffer.trim(MAX_PENDING)
    if (dropped.length > 0) logLost(dropped, new Error('demasiadas entradas pendientes'))
  }

  /**
   * One INSERT, else row by row (write-buffer.ts), so one row the table refuses cannot
   * hold its neighbours back. The rows that fail are kept for the retry.
   */
  async function writeBatch(batch: Row[]) {
    const failed = await insertOrRowByRow(batch, (part) => insertRows(db, part))
    if (failed.length === 0) return
    keep(
      failed.map(({ row }) => row),
      failed.at(-1)!.error,
    )
  }

  return {
    /** Records one entry; written within FLUSH_EVERY_MS. */
    record(entry: AuditEntry, at = new Date()) {
      buffer.push({
        at,
        userId: entry.actor?.id ?? null,
        email: entry.actor ? entry.actor.email.slice(0, 254) : null,
        ip: entry.ip,
        accion: entry.accion,
        detalle: clean(entry.detalle ?? {}),
        attempts: 0,
      })
      trim()
      if (buffer.size >= FLUSH_AT_ROWS) void buffer.flush()
      else buffer.schedule(FLUSH_EVERY_MS)
    },
    /** Writes the buffered entries now: before the log is read, and in tests. */
    flush: buffer.flush,
    /** Writes what waits, retrying a failed write once at once; what still fails is logged. */
    async close() {
      await buffer.flush()
      const last = buffer.take()
      if (last.length === 0) return
      try {
        await insertRows(db, last)
      } catch (error) {
        logLost(last, error)
      }
    },
  }
}

/** Drops secret-looking keys and caps the size: the log is read by people, not replayed. */
function clean(detalle: Detalle): Detalle {
  const kept = Object.fromEntries(Object.entries(detalle).filter(([key]) => !SECRET_KEY.test(key)))
  return JSON.stringify(kept).length > MAX_DETALLE_CHARS ? { recortado: true } : kept
}

const COLUMNS: JsonColumn<Row>[] = [
  [auditoria.at, 'timestamptz', (r) => r.at.toISOString()],
  [auditoria.userId, 'integer', (r) => r.userId],
  [auditoria.email, 'text', (r) => r.email],
  [auditoria.ip, 'text', (r) => r.ip],
  [auditoria.accion, 'text', (r) => r.accion],
  [auditoria.detalle, 'jsonb', (r) => r.detalle],
]

/** One INSERT … SELECT FROM json_to_recordset($1), as the check-ins (write-buffer.ts). */
const insertRows = jsonRowsInsert(auditoria, COLUMNS)

function logLost(rows: Row[], error: unknown) {
  const acciones = [...new Set(rows.map((r) => r.accion))].join(', ')
  console.error(
    `Se perdieron ${rows.length} entradas del registro de actividad (${acciones}): ` +
      driverMessage(error),
  )
}
