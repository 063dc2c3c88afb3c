import { and, count, eq, gt, lt, min, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { addressAttempts } from '../../db/schema/cuenta.ts'

/** Test notifications (POST /notify) per account in a window; past it, 429. */
export const NOTIFY_PER_WINDOW = 5
export const NOTIFY_WINDOW_MS = 60_000
const PURGE_EVERY_MS = 10 * 60_000
/** The action of these rows in `address_attempts`, whose key is then the account's. */
const ACTION = 'notify'

export type NotifyLimit = ReturnType<typeof createNotifyLimit>

/**
 * How many test notifications each account may send: each one posts to every device of the
 * account, so without a limit a level-0 account aims the server at the push services as
 * often as it likes (issue 29). Counted in `address_attempts` (action 'notify', keyed
 * 'usuario:<id>' instead of an address), so the limit spans processes as the sign-up limits
 * do (ADR 0016, ADR 0034): recorded before counting, so parallel calls see each other; a
 * refused call leaves no row. The process keeps when it last purged, and `close()` waits for
 * a count under way, so none runs after the database closes.
 */
export function createNotifyLimit(db: Db, max = NOTIFY_PER_WINDOW, windowMs = NOTIFY_WINDOW_MS) {
  let lastPurge = 0
  const running = new Set<Promise<number>>()

  const record = async (userId: number): Promise<number> => {
    const ip = `usuario:${userId}`
    const [mine] = await db
      .insert(addressAttempts)
      .values({ action: ACTION, ip })
      .returning({ id: addressAttempts.id, at: addressAttempts.at })
    const { id, at } = mine!
    const since = new Date(at.getTime() - windowMs)
    if (at.getTime() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = at.getTime()
      // Only this action's rows: the sign-up limits keep theirs for longer.
      await db
        .delete(addressAttempts)
        .where(and(eq(addressAttempts.action, ACTION), lt(addressAttempts.at, since)))
        .catch(() => {})
    }
    const [row] = await db
      .select({ sent: count(), oldest: min(addressAttempts.at) })
      .from(addressAttempts)
      .where(
        and(
          eq(addressAttempts.action, ACTION),
          eq(addressAttempts.ip, ip),
          ne(addressAttempts.id, id),
          gt(addressAttempts.at, since),
        ),
      )
    if (!row?.oldest || row.sent < max) return 0
    await db.delete(addressAttempts).where(eq(addressAttempts.id, id))
    const wait = new Date(row.oldest).getTime() + windowMs - at.getTime()
    return Math.max(1, Math.ceil(wait / 1000))
  }

  return {
    /** Counts a test by `userId`: 0 to go ahead, else the seconds to wait (not counted). */
    take(userId: number): Promise<number> {
      const counting = record(userId).finally(() => running.delete(counting))
      running.add(counting)
      return counting
    },
    async close(): Promise<void> {
      await Promise.allSettled([...running])
    },
  }
}
