/**
 * PGlite in a worker thread (pglite-worker.ts), behind the part of PGlite's interface that
 * Drizzle uses: query, exec and transaction. PostgreSQL's WebAssembly then runs beside the
 * HTTP server instead of in its event loop: the gate's check-ins, a roster or an export no
 * longer hold every other request while they run (ADR 0011).
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'
import { openWorkerChannel } from '../lib/infra/worker-channel.ts'
import type { PgliteRequest } from './pglite-protocol.ts'

/** The queries of one connection: the database itself, or an open transaction. */
type Queries = Pick<PGlite, 'query' | 'exec'>

export type PgliteThread = {
  /** For drizzle({ client }): it calls only query, exec and transaction. */
  client: PGlite
  close(): Promise<void>
}

/**
 * Starts PGlite in its thread; `onCrash` hears of a thread that stopped without close(),
 * after every waiting call has been rejected (the server exits, to be started again).
 */
export async function startPgliteThread(
  dataDir: string | undefined,
  onCrash: (error: Error) => void = () => {},
): Promise<PgliteThread> {
  // A query waiting on a transaction's lock is answered after later ones: answers by id.
  const channel = openWorkerChannel<PgliteRequest, unknown>({
    module: new URL('./pglite-worker.ts', import.meta.url),
    workerData: { dataDir },
    order: 'by-id',
    onFailure: onCrash,
  })
  const call = <T>(request: PgliteRequest) =>
    new Promise<T>((resolve, reject) =>
      channel.request(request, { resolve: resolve as (answer: unknown) => void, reject }),
    )

  /** Drizzle's only parsers keep a type's text as it is: they cross as the types' OIDs. */
  const queries = (tx?: number): Queries => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: Object.keys(options?.parsers ?? {}).map(Number),
        tx,
      }),
    exec: (sql: string) => call<Array<Results>>({ op: 'exec', sql, tx }),
  })

  const transaction = async <T>(callback: (tx: Queries) => Promise<T>): Promise<T> => {
    const tx = await call<number>({ op: 'begin' })
    let result: T
    try {
      result = await callback(queries(tx))
    } catch (error) {
      // The callback's error is the one to tell, even if the rollback fails too.
      await call({ op: 'rollback', tx }).catch(() => undefined)
      throw error
    }
    await call({ op: 'commit', tx })
    return result
  }

  await call({ op: 'open' }).catch(async (error: unknown) => {
    await channel.close(error instanceof Error ? error : new Error(String(error)))
    throw error
  })
  const client = { ...queries(), transaction } as unknown as PGlite
  return {
    client,
    close: async () => {
      await call({ op: 'close' })
      await channel.close(new Error('La base de datos PGlite está cerrada'))
    },
  }
}
