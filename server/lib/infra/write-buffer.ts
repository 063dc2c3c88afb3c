/**
 * Rows written in batches: the activity log's buffer and its timer (routes/auditoria/auditoria-writer.ts), and what
 * it shares with the gate's check-ins (routes/porteria/checkin-buffer.ts, written by group
 * commit, group-commit.ts): one multi-row INSERT, the row-by-row fallback when it fails,
 * and the message to log. What to do with a row that still fails (retry it later, fail the
 * request that waits for it) stays each writer's own.
 */
import { sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'

/**
 * Rows waiting to be written by `write`, which never rejects. The owner decides when:
 * `schedule` a flush, or `flush` now; `flush()` resolves when its write and every earlier
 * one are done, so what was recorded before it can be read after it.
 */
export function createWriteBuffer<R>(write: (batch: R[]) => Promise<void>) {
  let rows: R[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const writing = new Set<Promise<void>>()

  function cancelTimer() {
    if (timer) clearTimeout(timer)
    timer = null
  }

  function schedule(ms: number) {
    if (timer) return
    timer = setTimeout(() => void flush(), ms)
    // A pending write never keeps a process alive on its own (tests, the CLI).
    timer.unref()
  }

  /** Writes what is buffered; resolves when it and every earlier write are done. Never rejects. */
  function flush(): Promise<void> {
    cancelTimer()
    if (rows.length > 0) {
      const batch = rows
      rows = []
      const started = write(batch).finally(() => writing.delete(started))
      writing.add(started)
    }
    return Promise.all(writing).then(() => undefined)
  }

  return {
    get size() {
      return rows.length
    },
    /** Adds a row after the others. */
    push(row: R) {
      rows.push(row)
    },
    /** Puts rows back before the others (a retry), oldest first. */
    putBack(retry: R[]) {
      rows = [...retry, ...rows]
    },
    /** Drops the oldest rows past `max` and returns them. */
    trim(max: number): R[] {
      const over = rows.length - max
      return over > 0 ? rows.splice(0, over) : []
    },
    /** Flushes in `ms`, unless a flush is already due. */
    schedule,
    /** Flushes in `ms`, whatever was due before. */
    reschedule(ms: number) {
      cancelTimer()
      schedule(ms)
    },
    flush,
    /** Takes every waiting row out, the due flush cancelled: for a last write of the owner's. */
    take(): R[] {
      cancelTimer()
      const taken = rows
      rows = []
      return taken
    },
  }
}

/** One column written: the table's column, its type in the recordset, its value in a row. */
export type JsonColumn<R> = [
  column: AnyPgColumn,
  type: 'boolean' | 'integer' | 'jsonb' | 'text' | 'timestamptz',
  value: (row: R) => unknown,
]

/**
 * One INSERT … SELECT FROM json_to_recordset($1): a single parameter whatever the number of
 * rows. A VALUES list of 100 check-ins has 700, and on PGlite building and parsing them cost
 * as much as the write itself (bench/gate-server.ts). The statement around the parameter is
 * built once: the gate's check-ins run hundreds of these a second (ADR 0039).
 */
export function jsonRowsInsert<R>(table: PgTable, columns: JsonColumn<R>[]) {
  const names = sql.join(
    columns.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  )
  const types = sql.join(
    columns.map(([column, type]) => sql`${sql.identifier(column.name)} ${sql.raw(type)}`),
    sql`, `,
  )
  const head = sql`insert into ${table} (${names}) select ${names} from json_to_recordset(`
  const tail = sql`::json) as fila(${types})`
  return (db: Db, rows: R[]) => {
    const json = JSON.stringify(
      rows.map((row) => {
        const record: Record<string, unknown> = {}
        for (const [column, , value] of columns) record[column.name] = value(row)
        return record
      }),
    )
    return db.execute(sql`${head}${json}${tail}`)
  }
}

/**
 * `insert` of all `rows` at once; if it fails (a lost connection, a row the table refuses),
 * of each row alone, so one bad row cannot take its neighbours with it. Resolves to the
 * rows that still failed, oldest first, each with its error; never rejects.
 */
export async function insertOrRowByRow<R>(
  rows: R[],
  insert: (rows: R[]) => Promise<unknown>,
): Promise<{ row: R; error: unknown }[]> {
  try {
    await insert(rows)
    return []
  } catch (error) {
    if (rows.length === 1) return [{ row: rows[0]!, error }]
  }
  const failed: { row: R; error: unknown }[] = []
  for (const row of rows) {
    try {
      await insert([row])
    } catch (error) {
      failed.push({ row, error })
    }
  }
  return failed
}

/** The driver's message, not Drizzle's wrapper that repeats the query and its parameters. */
export function driverMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message : String(cause)
}
