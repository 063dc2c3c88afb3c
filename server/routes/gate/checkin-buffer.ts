/**
 * The validations the server records itself (GET /socios/validarToken) as access events at
 * the gate (`checkins`); checkins.ts has the offline batches and the day's figures.
 *
 * Online validations are buffered and written in one multi-row INSERT every FLUSH_EVERY_MS
 * or FLUSH_AT_ROWS, so recording one adds no round trip to the scan's answer. The price: a
 * crash loses the last FLUSH_EVERY_MS of them; a clean stop writes them (`close()`).
 */
import type { Veredicto } from '../../../src/domain/gate-api.ts'
import type { Db } from '../../db/client.ts'
import { checkins } from '../../db/schema.ts'
import {
  createWriteBuffer,
  driverMessage,
  insertJsonRows,
  insertOrRowByRow,
  type JsonColumn,
} from '../../lib/write-buffer.ts'

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
  const buffer = createWriteBuffer<OnlineRow>((batch) => writeBuffered(db, batch))
  return {
    /** Records a validation made through the server; written within FLUSH_EVERY_MS. */
    record(checkin: OnlineCheckin, at = new Date()) {
      buffer.push({ ...checkin, at })
      if (buffer.size >= FLUSH_AT_ROWS) void buffer.flush()
      else buffer.schedule(FLUSH_EVERY_MS)
    },
    /**
     * Writes the buffered validations now and resolves when every write so far is done:
     * before the day's figures are read, in tests, and at shutdown.
     */
    flush: buffer.flush,
    close: buffer.flush,
  }
}

const ONLINE_COLUMNS: JsonColumn<OnlineRow>[] = [
  [checkins.socioId, 'integer', (r) => r.socioId],
  [checkins.at, 'timestamptz', (r) => r.at.toISOString()],
  [checkins.veredicto, 'text', (r) => r.veredicto],
  [checkins.motivo, 'text', (r) => r.motivo],
  [checkins.online, 'boolean', () => true],
  [checkins.dispositivo, 'text', (r) => r.dispositivo],
  [checkins.userId, 'integer', (r) => r.userId],
]

/**
 * One multi-row INSERT, else row by row (server/lib/write-buffer.ts). A row that still
 * fails is logged and dropped: the scan it records was answered long ago.
 */
async function writeBuffered(db: Db, rows: OnlineRow[]) {
  const failed = await insertOrRowByRow(rows, (batch) =>
    insertJsonRows(db, checkins, ONLINE_COLUMNS, batch),
  )
  for (const { row, error } of failed) {
    console.error(
      `No se pudo registrar el ingreso del socio ${row.socioId}: ${driverMessage(error)}`,
    )
  }
}
