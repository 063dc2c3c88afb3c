import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './context.ts'

/**
 * `Cache-Control: no-store` on every answer of a route (tokens, people, who came in). Set
 * before the handler, so the response it builds carries it: a header set afterwards makes
 * Hono copy the finished response, a cost on the gate's hot path.
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store')
  await next()
})
