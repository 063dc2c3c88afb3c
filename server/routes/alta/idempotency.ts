import { eq, lt, sql } from 'drizzle-orm'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Db } from '../../db/client.ts'
import { idempotencyKeys } from '../../db/schema/alta.ts'

/** What an `Idempotency-Key` header may hold (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

/** How long a key is remembered; older ones are purged now and then. */
export const IDEMPOTENCY_TTL_DAYS = 7

export type StoredResponse = { userId: number; status: ContentfulStatusCode; body: unknown }

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The answer stored for `key`, or null when it has none. */
export async function findStoredResponse(db: Db, key: string): Promise<StoredResponse | null> {
  const [row] = await db
    .select({
      userId: idempotencyKeys.userId,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key))
  return row ? { ...row, status: row.status as ContentfulStatusCode } : null
}

/**
 * Claims `key` inside the write's transaction, before anything else is written: a second
 * request with the same key waits on this row and then fails on the primary key, and a
 * rolled-back write leaves no key behind. `completeKey` stores the answer before commit.
 */
export async function claimKey(tx: Tx, key: string, userId: number): Promise<void> {
  await tx.insert(idempotencyKeys).values({ key, userId, status: 0, body: {} })
}

export async function completeKey(tx: Tx, key: string, status: number, body: unknown) {
  await tx.update(idempotencyKeys).set({ status, body }).where(eq(idempotencyKeys.key, key))
}

const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * Forgets keys older than the TTL, at most once an hour per process (the returned function
 * keeps when it last did); never fails the caller.
 */
export function createKeyPurge(db: Db): (now?: number) => Promise<void> {
  let lastPurge = 0
  return async (now = Date.now()) => {
    if (now - lastPurge < PURGE_EVERY_MS) return
    lastPurge = now
    const cutoff = sql`now() - make_interval(days => ${IDEMPOTENCY_TTL_DAYS})`
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .catch(() => {})
  }
}
