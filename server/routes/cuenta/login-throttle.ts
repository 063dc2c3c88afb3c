import { and, count, eq, gt, lt, max, min, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { loginFailures } from '../../db/schema/cuenta.ts'
import { addressKey } from '../../lib/http/client-ip.ts'
import { secondsUntil } from './too-many.ts'

/** Failures of one email from one address that go free; then 1 s, 2 s, 4 s … */
const FREE_FAILURES = 3
const MAX_WAIT_S = 15 * 60
/** How long a failure of an email and address counts towards its next wait. */
const PAIR_WINDOW_MS = 24 * 60 * 60_000
const MAX_FAILURES_PER_ADDRESS = 30
const ADDRESS_WINDOW_MS = 15 * 60_000
const PURGE_EVERY_MS = 60 * 60_000

export type LoginThrottle = ReturnType<typeof createLoginThrottle>

/** Refused for `retryAfter` seconds, or let through: `settle` tells how the check went. */
export type LoginAttempt =
  | { refused: true; retryAfter: number }
  | { refused: false; settle: (check: Promise<boolean>) => Promise<boolean> }

/**
 * Sign-in throttling in `login_failures`, so it holds across restarts and processes
 * (docs/decisions/0016-sign-in-throttling.md). An email from one address (its
 * `addressKey`) gets FREE_FAILURES, then waits twice as long after each further failure, up
 * to MAX_WAIT_S; an address gets MAX_FAILURES_PER_ADDRESS over all emails in 15 minutes.
 * Nobody else's failures ever refuse the right password from another address. Without an
 * address (no socket) only the email's waits apply. A browser with a valid device proof of
 * the account (device-proof.ts) counts as its own address, `dispositivo:` and the proof's
 * nonce: the address's failures do not hold it back, and its own failures only it
 * (docs/decisions/0040-device-proof.md). The process keeps when it last purged.
 */
export function createLoginThrottle(db: Db) {
  let lastPurge = 0

  const purge = async (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return
    lastPurge = now
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.at, new Date(now - PAIR_WINDOW_MS)))
      .catch(() => {})
  }

  /** Seconds before the pair may try again (0: now), counting every failure but `id`. */
  const pairWait = async (email: string, ip: string, id: number, at: Date) => {
    const [row] = await db
      .select({ failures: count(), last: max(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.email, email),
          eq(loginFailures.ip, ip),
          ne(loginFailures.id, id),
          gt(loginFailures.at, new Date(at.getTime() - PAIR_WINDOW_MS)),
        ),
      )
    if (!row?.last || row.failures < FREE_FAILURES) return 0
    const wait = Math.min(2 ** (row.failures - FREE_FAILURES), MAX_WAIT_S)
    return secondsUntil(new Date(row.last).getTime() + wait * 1000, at)
  }

  const addressWait = async (ip: string, id: number, at: Date) => {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.ip, ip),
          ne(loginFailures.id, id),
          gt(loginFailures.at, new Date(at.getTime() - ADDRESS_WINDOW_MS)),
        ),
      )
    if (!row?.oldest || row.failures < MAX_FAILURES_PER_ADDRESS) return 0
    return secondsUntil(new Date(row.oldest).getTime() + ADDRESS_WINDOW_MS, at)
  }

  return {
    /**
     * Records the attempt as a failure, then counts the others, so that parallel requests
     * see each other and cannot all slip through. A refused attempt is no failure: its row
     * goes, so retrying early does not lengthen the wait. Times are the database's.
     */
    async begin(
      email: string,
      address: string | null,
      device: { nonce: string } | null = null,
    ): Promise<LoginAttempt> {
      const ip = device
        ? `dispositivo:${device.nonce}`
        : address === null
          ? ''
          : addressKey(address)
      const [mine] = await db
        .insert(loginFailures)
        .values({ email, ip })
        .returning({ id: loginFailures.id, at: loginFailures.at })
      const { id, at } = mine!
      await purge(at.getTime())
      const retryAfter = Math.max(
        await pairWait(email, ip, id, at),
        ip ? await addressWait(ip, id, at) : 0,
      )
      const forget = () => db.delete(loginFailures).where(eq(loginFailures.id, id))
      if (retryAfter > 0) {
        await forget()
        return { refused: true, retryAfter }
      }
      return {
        refused: false,
        // Right: the pair's failures are forgotten. Wrong: the failure counts from its
        // answer, so the wait does not pass while argon2 runs. Not checked (the server was
        // busy): it was no failure.
        async settle(check) {
          const right = await check.catch(async (error: unknown) => {
            await forget()
            throw error
          })
          await (right
            ? db
                .delete(loginFailures)
                .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)))
            : db
                .update(loginFailures)
                .set({ at: sql`now()` })
                .where(eq(loginFailures.id, id)))
          return right
        },
      }
    },
  }
}
