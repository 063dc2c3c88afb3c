import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { loginFailures } from '../../db/schema.ts'

const WINDOW_MS = 15 * 60_000
export const MAX_FAILURES_PER_EMAIL = 10
export const MAX_FAILURES_PER_IP = 30

/**
 * Records a sign-in attempt, then answers how many seconds to wait before another one for
 * this email or from this address (0: go ahead). Recording first and counting the attempt
 * itself means a burst of parallel requests cannot all slip under the limit. The row stays
 * as a failure unless `clearLoginFailures` follows a success. Kept in the database, so it
 * holds across restarts and processes. An unknown address is only limited per email.
 */
export async function registerLoginAttempt(
  db: Db,
  email: string,
  ip: string | null,
): Promise<number> {
  await db.insert(loginFailures).values({ email, ip: ip ?? '' })
  // Old rows are of no further use.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - WINDOW_MS)))
  const since = new Date(Date.now() - WINDOW_MS)
  const retryAfter = async (
    column: typeof loginFailures.email | typeof loginFailures.ip,
    value: string,
    max: number,
  ) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string>`min(${loginFailures.at})` })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.at, since)))
    if (!row || row.count <= max) return 0
    const oldest = new Date(row.oldest).getTime()
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000))
  }
  return Math.max(
    await retryAfter(loginFailures.email, email, MAX_FAILURES_PER_EMAIL),
    ip ? await retryAfter(loginFailures.ip, ip, MAX_FAILURES_PER_IP) : 0,
  )
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email))
}
