import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import { compressed } from '../../lib/http/compression.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { describe } from '../../lib/http/openapi/describe.ts'

export function healthRoutes(database: Database) {
  return new Hono().use(compressed).get(
    '/',
    describe({
      id: 'estadoDelServidor',
      tag: 'health',
      summary: 'Si el servidor y su base de datos responden',
      access: 'public',
      answer: v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) }),
      errors: { 503: "'La base de datos no responde'" },
    }),
    async (c) => {
      try {
        await database.db.execute(sql`select 1`)
        return ok(c, { status: 'ok', database: database.engine })
      } catch {
        return fail(c, 503, 'La base de datos no responde')
      }
    },
  )
}
