import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * JSON with its Content-Length. Knowing the length, the compress middleware leaves answers
 * under 1 KB as they are instead of rebuilding the response (the gate's hot path).
 */
export function json(c: Context, body: object, status: ContentfulStatusCode = 200) {
  const text = JSON.stringify(body)
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  })
}

/** `{success: true, message?, response}` (DESIGN.md §4). */
export function ok<T>(c: Context, response: T, message?: string) {
  return json(c, { success: true as const, ...(message ? { message } : {}), response })
}

/** `{success: false, message, error}` with a real HTTP status; both fields carry the Spanish text. */
export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return json(c, { success: false as const, message, error: message }, status)
}
