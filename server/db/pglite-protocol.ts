/** The messages between the server's thread (pglite-thread.ts) and PGlite's (pglite-worker.ts). */

export type QueryRequest = {
  id: number
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
  | { id: number; op: 'exec'; sql: string; tx?: number | undefined }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' }

/** What an error keeps across threads: its message and fields (code, constraint…). */
export type PlainError = { message: string; [field: string]: unknown }

/** The answer to request `id`; id 0 says the database is open (or could not be). */
export type PgliteReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: PlainError }
