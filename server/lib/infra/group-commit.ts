/**
 * Group commit: rows whose callers wait until their row is written. One write at a time; a
 * write starts as soon as the one before it ends, with every row that arrived meanwhile, so
 * the busier the server the bigger the batch and the fewer the writes. An idle writer
 * starts after the current turn of the event loop, so that the rows of one turn (one
 * message of verdicts from the signature thread, one read of the sockets) go together:
 * no timer, no waiting when nothing else is.
 *
 * The gate's online check-ins (routes/porteria/checkin-buffer.ts, ADR 0039): a validation is
 * answered only once its check-in is in the database.
 */

/** A row that could not be written, and why. */
export type Failed<R> = { row: R; error: unknown }

type Batch<R> = {
  rows: R[]
  /** Resolves with the rows of the batch that failed: empty when all were written. */
  done: Promise<Failed<R>[]>
  resolve: (failed: Failed<R>[]) => void
}

function batch<R>(): Batch<R> {
  let resolve!: (failed: Failed<R>[]) => void
  const done = new Promise<Failed<R>[]>((r) => (resolve = r))
  return { rows: [], done, resolve }
}

export type GroupCommit<R> = ReturnType<typeof createGroupCommit<R>>

/**
 * `write` writes a batch and resolves with the rows that failed. Should it reject, every row
 * of its batch has failed with that error.
 */
export function createGroupCommit<R>(write: (rows: R[]) => Promise<Failed<R>[]>) {
  let filling: Batch<R> | null = null
  let writing: Batch<R> | null = null
  let starting = false

  function next() {
    writing = filling
    filling = null
    if (!writing) return
    const { rows, resolve } = writing
    write(rows)
      .then(resolve, (error: unknown) => resolve(rows.map((row) => ({ row, error }))))
      .then(next)
  }

  function start() {
    starting = false
    if (!writing) next()
  }

  return {
    /**
     * Adds a row to the next write; resolves once that write is done, with the rows of its
     * batch that failed (look for yours). Never rejects.
     */
    add(row: R): Promise<Failed<R>[]> {
      if (!filling) {
        filling = batch()
        if (!writing && !starting) {
          starting = true
          setImmediate(start)
        }
      }
      filling.rows.push(row)
      return filling.done
    },

    /** Resolves when every row added so far has been written or has failed. */
    flush(): Promise<void> {
      const last = filling ?? writing
      return last ? last.done.then(() => undefined) : Promise.resolve()
    },
  }
}
