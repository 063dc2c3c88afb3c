/**
 * The PGlite database in a thread of its own (pglite-thread.ts starts it): PostgreSQL's
 * WebAssembly runs here, so a write or a large query never holds the HTTP server's event
 * loop. It answers the requests of pglite-protocol.ts in the order they come; PGlite's own
 * lock keeps other queries out of an open transaction, as it does in one thread.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { PgliteReply, PgliteRequest, PlainError, QueryRequest } from './pglite-protocol.ts'

const port = parentPort!
const { dataDir } = workerData as { dataDir: string | undefined }

/** Open transactions: the PGlite handle, and how to end the callback that holds it. */
type OpenTransaction = {
  tx: Transaction
  end(commit: boolean): void
  /** PGlite's transaction() itself: settles after COMMIT or ROLLBACK. */
  done: Promise<unknown>
}
const transactions = new Map<number, OpenTransaction>()
let nextTx = 1

const keepText = (value: string) => value

function runQuery(request: QueryRequest) {
  const target = request.tx === undefined ? pg : transactionOf(request.tx).tx
  // Drizzle asks to keep dates, timestamps and intervals as PostgreSQL's text.
  const parsers = Object.fromEntries(request.textTypes.map((oid) => [oid, keepText]))
  return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers })
}

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id)
  if (!open) throw new Error(`La transacción ${id} no está abierta`)
  return open
}

/** Resolves once PGlite is inside the transaction (BEGIN done), with its id. */
function begin(): Promise<number> {
  const id = nextTx++
  return new Promise((entered, failed) => {
    const done = pg
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, {
              tx,
              end: (ok) => (ok ? commit() : rollback(new Error('rollback'))),
              done,
            })
            entered(id)
          }),
      )
      .finally(() => transactions.delete(id))
    done.catch(failed)
  })
}

async function end(id: number, commit: boolean) {
  const open = transactionOf(id)
  open.end(commit)
  if (commit) await open.done
  else await open.done.catch(() => undefined)
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return runQuery(request)
    case 'exec':
      return request.tx === undefined
        ? pg.exec(request.sql)
        : transactionOf(request.tx).tx.exec(request.sql)
    case 'begin':
      return begin()
    case 'commit':
      return end(request.tx, true)
    case 'rollback':
      return end(request.tx, false)
    case 'close':
      return pg.close()
  }
}

/**
 * A database error keeps what callers read (code, constraint, detail…) but not its class,
 * nor the query's options, whose parsers are functions no message can carry.
 */
function plainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = Object.entries(error).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  )
  return { ...Object.fromEntries(fields), name: error.name, message: error.message }
}

/** The answer, or why it cannot travel: a caller is never left waiting. */
function reply(id: number, value: unknown) {
  try {
    port.postMessage({ id, ok: true, value } satisfies PgliteReply)
  } catch (error) {
    replyError(id, error)
  }
}

function replyError(id: number, error: unknown) {
  port.postMessage({ id, ok: false, error: plainError(error) } satisfies PgliteReply)
}

const pg = new PGlite(dataDir)
pg.waitReady.then(
  () => reply(0, null),
  (error: unknown) => replyError(0, error),
)
port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (value) => reply(request.id, value),
    (error: unknown) => replyError(request.id, error),
  )
})
