import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** `{success: true, message?, response}` (DESIGN.md §4). */
export function ok<T>(c: Context, response: T, message?: string) {
  return c.json({ success: true as const, ...(message ? { message } : {}), response })
}

/** `{success: false, message, error}` with a real HTTP status; both fields carry the Spanish text. */
export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ success: false as const, message, error: message }, status)
}
