import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema.ts'

const KEY = 'server-secret'
const cache = new WeakMap<Db, Promise<Buffer>>()

/**
 * A random secret for the server's own signatures, created on first use and kept in the
 * database so every process of a deployment shares it.
 */
export function serverSecret(db: Db): Promise<Buffer> {
  let secret = cache.get(db)
  if (!secret) {
    secret = (async () => {
      await db
        .insert(settings)
        .values({ key: KEY, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing()
      const [row] = await db.select().from(settings).where(eq(settings.key, KEY))
      return Buffer.from(String(row!.value), 'base64')
    })()
    cache.set(db, secret)
  }
  return secret
}
