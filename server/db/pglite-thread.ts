/**
 * PGlite in a worker thread (pglite-worker.ts), behind the part of PGlite's interface that
 * Drizzle uses: query, exec and transaction. PostgreSQL's WebAssembly then runs beside the
 * HTTP server instead of in its event loop: the gate's check-ins, a roster or an export no
 * longer hold every other request while they run (ADR 0011).
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'
import { startTsWorker } from '../lib/ts-worker.ts'
import type { PgliteReply, PgliteRequest, PlainError } from './pglite-protocol.ts'

type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

/** The queries of one connection: the database itself, or an open transaction. */
type Queries = Pick<PGlite, 'query' | 'exec'>

export type PgliteThread = {
  /** For drizzle({ client }): it calls only query, exec and transaction. */
  client: PGlite
  close(): Promise<void>
}

function toError({ message, ...fields }: PlainError): Error {
  return Object.assign(new Error(message), fields)
}

/**
 * Starts PGlite in its thread; `onCrash` hears of a thread that stopped without close(),
 * after every waiting call has been rejected (the server exits, to be started again).
 */
export async function startPgliteThread(
  dataDir: string | undefined,
  onCrash: (error: Error) => void = () => {},
): Promise<PgliteThread> {
  const worker = startTsWorker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir },
  })
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  let failure: Error | null = null

  // A thread with nothing asked of it does not keep the process alive.
  worker.unref()
  const settle = (id: number) => {
    const waiting = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    return waiting
  }

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject })
    worker.ref()
  })
  worker.on('message', (reply: PgliteReply) => {
    const waiting = settle(reply.id)
    if (reply.ok) waiting?.resolve(reply.value)
    else waiting?.reject(toError(reply.error))
  })
  const fail = (error: Error) => {
    if (failure) return
    failure = error
    for (const id of [...pending.keys()]) settle(id)?.reject(error)
    onCrash(error)
  }
  worker.on('error', fail)
  worker.on('messageerror', fail)
  worker.on('exit', (code) => fail(new Error(`La base de datos PGlite se detuvo (código ${code})`)))

  const call = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      if (pending.size === 1) worker.ref()
      try {
        worker.postMessage({ ...request, id })
      } catch (error) {
        // A parameter no message can carry (a function, say): this call fails, not the rest.
        settle(id)
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  }

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

  await ready.catch(async (error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error))
    await worker.terminate()
    throw error
  })
  const client = { ...queries(), transaction } as unknown as PGlite
  return {
    client,
    close: async () => {
      await call({ op: 'close' })
      failure = new Error('La base de datos PGlite está cerrada')
      await worker.terminate()
    },
  }
}
