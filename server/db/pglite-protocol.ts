/**
 * The requests of the server's thread (pglite-thread.ts) to PGlite's (pglite-worker.ts),
 * carried by worker-channel.ts; errors cross as its plain errors.
 */

export type QueryRequest = {
  op: 'query'
  sql: string
  params: unknown[] | undefined
  rowMode: 'array' | 'object' | undefined
  /** Type OIDs whose values stay as PostgreSQL's text. */
  textTypes: number[]
  tx?: number | undefined
}

export type PgliteRequest =
  | QueryRequest
  | { op: 'exec'; sql: string; tx?: number | undefined }
  /** Answered once the database is open (or could not be). */
  | { op: 'open' }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' }
