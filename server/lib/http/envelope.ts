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

/** `{success: true, message?, response}` (docs/architecture.md#api-envelope). */
export const successBody = <T>(response: T, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  response,
})

/** `{success: false, message, error}`: both fields carry the Spanish text. */
export const failureBody = (message: string) => ({
  success: false as const,
  message,
  error: message,
})

export function ok<T>(c: Context, response: T, message?: string) {
  return json(c, successBody(response, message))
}

/** A failure with a real HTTP status. */
export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return json(c, failureBody(message), status)
}
