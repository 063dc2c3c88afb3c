import { and, count, eq, gt, lt, min, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { addressAttempts } from '../../db/schema/cuenta.ts'
import { addressKey } from '../../lib/http/client-ip.ts'
import { secondsUntil } from './too-many.ts'

export type AddressAction = 'signup' | 'oauth'
export type AddressLimits = ReturnType<typeof createAddressLimits>

/** Each action, per address: this many in WINDOW_MS, then 429. */
export const MAX_PER_ADDRESS = 10
const WINDOW_MS = 10 * 60_000
const PURGE_EVERY_MS = 60 * 60_000

/**
 * Sign-ups and Google sign-ins per address (its `addressKey`), in `address_attempts` so the
 * limit spans processes: each one costs an argon2 hash or a token check and database
 * writes. Recorded before counting, like sign-in failures; a refused attempt leaves no row.
 * Without an address (no socket) there is no limit. A browser with a valid device proof
 * counts as its own address, as for sign-ins (login-throttle.ts). The process keeps when it
 * last purged.
 */
export function createAddressLimits(db: Db) {
  let lastPurge = 0
  return {
    /** Seconds to wait before `action` from `address` (0: go ahead, and it counts). */
    async take(
      action: AddressAction,
      address: string | null,
      device: { nonce: string } | null = null,
    ): Promise<number> {
      if (address === null && !device) return 0
      const ip = device ? `dispositivo:${device.nonce}` : addressKey(address!)
      const [mine] = await db
        .insert(addressAttempts)
        .values({ action, ip })
        .returning({ id: addressAttempts.id, at: addressAttempts.at })
      const { id, at } = mine!
      const since = new Date(at.getTime() - WINDOW_MS)
      if (at.getTime() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = at.getTime()
        await db
          .delete(addressAttempts)
          .where(lt(addressAttempts.at, since))
          .catch(() => {})
      }
      const [row] = await db
        .select({ attempts: count(), oldest: min(addressAttempts.at) })
        .from(addressAttempts)
        .where(
          and(
            eq(addressAttempts.action, action),
            eq(addressAttempts.ip, ip),
            ne(addressAttempts.id, id),
            gt(addressAttempts.at, since),
          ),
        )
      if (!row?.oldest || row.attempts < MAX_PER_ADDRESS) return 0
      await db.delete(addressAttempts).where(eq(addressAttempts.id, id))
      return Math.max(1, secondsUntil(new Date(row.oldest).getTime() + WINDOW_MS, at))
    },
  }
}
