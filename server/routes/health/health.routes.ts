import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Database } from '../../db/client.ts'
import { compressed } from '../../lib/compression.ts'
import { fail, ok } from '../../lib/envelope.ts'

export function healthRoutes(database: Database) {
  return new Hono().use(compressed).get('/', async (c) => {
    try {
      await database.db.execute(sql`select 1`)
      return ok(c, { status: 'ok', database: database.engine })
    } catch {
      return fail(c, 503, 'La base de datos no responde')
    }
  })
}
