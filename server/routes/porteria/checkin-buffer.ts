/**
 * The validations the server records itself (GET /socios/validarToken) as access events at
 * the gate (`checkins`); checkins.ts has the offline batches and the day's figures.
 *
 * A validation is answered only once its check-in is written, so an answer means the
 * check-in is in the database, a crash or not (ADR 0039). The writes are group commits
 * (server/lib/infra/group-commit.ts): one multi-row INSERT with every check-in that arrived while
 * the previous one was being written, so a scan waits for at most two writes, and the
 * busier the gate the more check-ins each INSERT carries.
 */
import type { Veredicto } from '../../../src/domain/porteria/gate-api.ts'
import type { Db } from '../../db/client.ts'
import { checkins } from '../../db/schema/porteria.ts'
import { createGroupCommit } from '../../lib/infra/group-commit.ts'
import { driverMessage, jsonRowsInsert, insertOrRowByRow } from '../../lib/infra/write-buffer.ts'

const insertOnline = jsonRowsInsert<OnlineRow>(checkins, [
  [checkins.socioId, 'integer', (r) => r.socioId],
  [checkins.at, 'timestamptz', (r) => r.at.toISOString()],
  [checkins.veredicto, 'text', (r) => r.veredicto],
  [checkins.motivo, 'text', (r) => r.motivo],
  [checkins.online, 'boolean', () => true],
  [checkins.dispositivo, 'text', (r) => r.dispositivo],
  [checkins.userId, 'integer', (r) => r.userId],
])

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
 * The online validations of this process being written to `db`. `close()` waits for the
 * writes under way: at shutdown, after the HTTP server stops taking requests and before the
 * database closes (server/index.ts).
 */
export function createCheckinBuffer(db: Db) {
  // One multi-row INSERT, else row by row (server/lib/infra/write-buffer.ts): one bad row
  // cannot fail its neighbours' answers.
  const commit = createGroupCommit<OnlineRow>((rows) =>
    insertOrRowByRow(rows, (batch) => insertOnline(db, batch)),
  )
  return {
    /**
     * Records a validation made through the server: resolves once it is in the database,
     * rejects if it could not be written (the scan is then answered with a 500).
     */
    async record(checkin: OnlineCheckin, at = new Date()): Promise<void> {
      const row: OnlineRow = { ...checkin, at }
      const failed = await commit.add(row)
      if (failed.length === 0) return
      const mine = failed.find((f) => f.row === row)
      if (mine)
        throw new Error(
          `No se pudo registrar el ingreso del socio ${row.socioId}: ${driverMessage(mine.error)}`,
        )
    },
    /** Resolves when every validation recorded so far is written or has failed. */
    flush: commit.flush,
    close: commit.flush,
  }
}
