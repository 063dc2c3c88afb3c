import { Hono } from 'hono'
import type { Db } from '../../db/client.ts'
import { getClubSettings } from '../../lib/club-settings.ts'
import { compressed } from '../../lib/compression.ts'
import { ok } from '../../lib/envelope.ts'

export function settingsRoutes(db: Db) {
  return new Hono().use(compressed).get('/public', async (c) => {
    c.header('Cache-Control', 'no-cache')
    return ok(c, await getClubSettings(db))
  })
}
