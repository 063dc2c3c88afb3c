import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../../db/client.ts'
import { pushVapid } from '../../db/schema/push.ts'

export type VapidKeys = { publicKey: string; privateKey: string }

/**
 * The server's VAPID key pair, made on first use and kept in the database: two processes
 * starting at once both try to insert row 1, one wins, and both read the winner's. Read once
 * per process; a browser's subscription is bound to this public key, so it never changes.
 */
export function createVapidKeys(db: Db): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null
  const load = async () => {
    await db
      .insert(pushVapid)
      .values({ id: 1, ...webpush.generateVAPIDKeys() })
      .onConflictDoNothing()
    const [row] = await db.select().from(pushVapid).where(eq(pushVapid.id, 1))
    return { publicKey: row!.publicKey, privateKey: row!.privateKey }
  }
  return () => {
    keys ??= load().catch((error: unknown) => {
      keys = null
      throw error
    })
    return keys
  }
}
