import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { fail } from './envelope.ts'

/**
 * The envelope for what no route answered itself: a client's mistake as 4xx, anything
 * else as a 500 without details (logged here).
 */
export function onError(error: Error, c: Context) {
  // Hono copies the headers of a response already built (an error thrown after next())
  // onto this one: that response's length would cut this body short or leave it hanging.
  if (c.finalized) c.res.headers.delete('Content-Length')
  if (error instanceof HTTPException && error.status < 500) {
    return fail(c, error.status, 'La solicitud no es válida')
  }
  console.error(error)
  return fail(c, 500, 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.')
}
