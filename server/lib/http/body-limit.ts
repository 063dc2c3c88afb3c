import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { fail } from './envelope.ts'

/**
 * A route's body limit: 413 past `maxSize` bytes, with `message`. A GET or HEAD has no body
 * to limit, and looking for one costs the gate's hot path.
 */
export function limitBody(maxSize: number, message = 'La solicitud es demasiado grande') {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => fail(c, 413, message),
  })
  return createMiddleware((c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next),
  )
}

/** JSON calls stay small; routes with larger bodies (photos, check-in batches) set their own. */
export const JSON_BODY_MAX_BYTES = 64 * 1024
export const jsonBodyLimit = limitBody(JSON_BODY_MAX_BYTES)
