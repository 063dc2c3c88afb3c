/**
 * The PGlite database in a thread of its own (pglite-thread.ts starts it): PostgreSQL's
 * WebAssembly runs here, so a write or a large query never holds the HTTP server's event
 * loop. It answers the requests of pglite-protocol.ts in the order they come; PGlite's own
 * lock keeps other queries out of an open transaction, as it does in one thread.
 */
import { workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { serveRequests } from '../lib/infra/worker-serve.ts'
import type { PgliteRequest, QueryRequest } from './pglite-protocol.ts'

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
    case 'open':
      return ready
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

const pg = new PGlite(dataDir)
const ready = pg.waitReady.then(() => null)
// Told to whoever asks 'open', not an unhandled rejection that would stop the thread first.
ready.catch(() => undefined)
serveRequests(handle)
