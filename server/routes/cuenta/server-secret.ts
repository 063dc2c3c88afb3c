import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/configuracion.ts'

const KEY = 'server-secret'

/**
 * A random secret for the server's own signatures, created on first use and kept in the
 * database so every process of a deployment shares it; read once per process.
 */
export function createServerSecret(db: Db): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null
  const load = async () => {
    await db
      .insert(settings)
      .values({ key: KEY, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing()
    const [row] = await db.select().from(settings).where(eq(settings.key, KEY))
    return Buffer.from(String(row!.value), 'base64')
  }
  return () => (secret ??= load())
}
