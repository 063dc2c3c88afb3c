import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { fail } from './envelope.ts'
import { logError } from './log-error.ts'

/** What a client is told of a failure of ours; the error itself goes to the log. */
export const INTERNAL_ERROR = 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.'

/** Work refused because too much of it waits already: 503 with `Retry-After`. */
export class ServerBusyError extends Error {
  readonly retryAfter = 5
  constructor() {
    super('El servidor está ocupado, probá de nuevo en unos segundos')
  }
}

/**
 * The envelope for what no route answered itself: a client's mistake as 4xx, a busy server
 * as 503, anything else as a 500 without details (logged here).
 */
export function onError(error: Error, c: Context) {
  // An error thrown after next() finds a response already built, whose headers Hono would
  // copy onto this one: its length would cut this body short, its caching keep the error.
  if (c.finalized) c.res = undefined
  if (error instanceof HTTPException && error.status < 500) {
    return fail(c, error.status, 'La solicitud no es válida')
  }
  if (error instanceof ServerBusyError) {
    c.header('Retry-After', String(error.retryAfter))
    return fail(c, 503, error.message)
  }
  logError(error, `${c.req.method} ${c.req.path}`)
  return fail(c, 500, INTERNAL_ERROR)
}
