import type { Context } from 'hono'

/** The peer's address (proxies' X-Forwarded-For is not trusted: it is the client's to write). */
export function clientIp(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? null
}
