import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/cuenta.ts'
import type { UserRow } from './users.ts'

const DAY = 24 * 60 * 60_000
/** Sliding expiry: a session lives 30 days past its last use. */
const SESSION_TTL = 30 * DAY
/** Absolute lifetime: however often it is used, a session ends 90 days after sign-in. */
export const SESSION_MAX_AGE = 90 * DAY
/** Last-use writes are batched: at most one per session per hour. */
const TOUCH_EVERY = 60 * 60_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new opaque token (256 random bits); only its hash is stored. */
export async function createSession(db: Db, userId: number, userAgent: string | undefined) {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  // Expired sessions of this user are of no further use.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lt(sessions.expiresAt, new Date(now)),
          lt(sessions.createdAt, new Date(now - SESSION_MAX_AGE)),
        ),
      ),
    )
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL),
    userAgent: userAgent?.slice(0, 300),
  })
  return token
}

type Executor = Pick<Db, 'delete'>

/**
 * Deletes every session of a user but the one of `keepToken`: the database is the truth for
 * every process. Takes a transaction too; the caller then clears its process's cache with
 * `SessionStore.forgetUser`, after the commit.
 */
export async function revokeSessions(db: Executor, userId: number, keepToken?: string) {
  const mine = eq(sessions.userId, userId)
  await db
    .delete(sessions)
    .where(keepToken ? and(mine, ne(sessions.tokenHash, hashToken(keepToken))) : mine)
}

/** The id of a token's session, or null when it has none. */
export async function sessionIdOf(db: Pick<Db, 'select'>, token: string): Promise<number | null> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  return row?.id ?? null
}

/**
 * Deletes one session by its id unless it is `keepToken`'s, and returns its token hash (null
 * when none went). Takes a transaction too; the caller then drops the hash from its process's
 * cache with `SessionStore.forgetSession`, after the commit.
 */
export async function endSession(
  db: Executor,
  id: number,
  keepToken: string,
): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), ne(sessions.tokenHash, hashToken(keepToken))))
    .returning({ tokenHash: sessions.tokenHash })
  return row?.tokenHash ?? null
}

/**
 * Sessions seen in the last moments, by token hash. A gate tablet validates a QR every
 * few hundred milliseconds, and the session query would be most of each request
 * (docs/architecture.md#budgets: 3,000 validations/s).
 *
 * An entry answers alone for SESSION_FRESH_MS. Then it still answers while one query reads
 * the session again behind it: when entries simply expired, every request of the next
 * milliseconds queried the same session and waited in the pool's queue (p99 80 ms at
 * 3,000 validations/s on PostgreSQL, bench/gate-server.ts). An entry unused for
 * SESSION_STALE_MS is read again before answering. Logout clears its entry here at once,
 * and so do a revocation (`revokeUser`: sign-out everywhere, a new password, a new level),
 * a removed card device's session (`forgetSession`) and a change to the account made here
 * (`forgetUser`); another process behind the same
 * database notices any of them on its first request after SESSION_FRESH_MS, which is still
 * let through, as are the requests that arrive while that read runs.
 */
export const SESSION_FRESH_MS = 2_000
export const SESSION_STALE_MS = 10_000
/** A read still unanswered by then fails, and the next request tries again. */
export const SESSION_READ_TIMEOUT_MS = 5_000
const SESSION_CACHE_MAX = 10_000

export type SessionStore = ReturnType<typeof createSessionStore>

/** This process's sessions over `db`: the ones just seen, and the reads under way. */
export function createSessionStore(db: Db) {
  /** `readAt` is on performance.now(), a clock that never jumps. */
  const recent = new Map<string, { user: UserRow; readAt: number }>()
  /** The query under way per token hash: requests that need it share it. */
  const reading = new Map<string, Promise<UserRow | null>>()

  function read(tokenHash: string, now: number): Promise<UserRow | null> {
    const underWay = reading.get(tokenHash)
    if (underWay) return underWay
    const current = () => reading.get(tokenHash) === query
    const query = withTimeout(loadSession(db, tokenHash), SESSION_READ_TIMEOUT_MS).then(
      (user) => {
        // A logout or revocation while the query ran dropped it: what it read may predate it.
        if (!current()) return user
        reading.delete(tokenHash)
        if (!user) recent.delete(tokenHash)
        else {
          if (recent.size >= SESSION_CACHE_MAX) recent.clear()
          recent.set(tokenHash, { user, readAt: now })
        }
        return user
      },
      (error: unknown) => {
        if (current()) reading.delete(tokenHash)
        throw error
      },
    )
    reading.set(tokenHash, query)
    return query
  }

  /**
   * Drops this process's cached sessions of a user whose account or sessions just changed
   * here, but the one of `keepToken`. Reads under way are dropped too (they are keyed by
   * token, not user): what they read may predate the change, so it is not kept.
   */
  function forgetUser(userId: number, keepToken?: string) {
    const keep = keepToken ? hashToken(keepToken) : null
    for (const [tokenHash, { user }] of recent) {
      if (user.id === userId && tokenHash !== keep) recent.delete(tokenHash)
    }
    reading.clear()
  }

  /** Drops one session's entry and its read under way, after the session was deleted. */
  function forgetSession(tokenHash: string) {
    recent.delete(tokenHash)
    reading.delete(tokenHash)
  }

  return {
    /**
     * The user of a live session, extending its expiry; null for unknown or expired tokens.
     * One round trip at most: every authenticated request pays for it.
     */
    async resolve(token: string, now = performance.now()): Promise<UserRow | null> {
      const tokenHash = hashToken(token)
      const cached = recent.get(tokenHash)
      const age = cached ? now - cached.readAt : Infinity
      if (age < SESSION_FRESH_MS) return cached!.user
      if (age < SESSION_STALE_MS) {
        // A failed read leaves the entry as it was; once it is too old, a request waits for
        // the query and meets the failure itself.
        read(tokenHash, now).catch(() => {})
        return cached!.user
      }
      return read(tokenHash, now)
    },

    forgetUser,

    forgetSession,

    /** Ends every session of a user (but `keepToken`'s), here at once and in the database. */
    async revokeUser(userId: number, keepToken?: string): Promise<void> {
      await revokeSessions(db, userId, keepToken)
      // After the delete: a query that started before it may have seen the sessions alive.
      forgetUser(userId, keepToken)
    },

    async delete(token: string): Promise<void> {
      const tokenHash = hashToken(token)
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
      // After the delete: a query that started before it may have seen the session alive.
      forgetSession(tokenHash)
    },
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`La lectura de la sesión no terminó en ${ms} ms`)),
      ms,
    )
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

async function loadSession(db: Db, tokenHash: string): Promise<UserRow | null> {
  const now = new Date()
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE)),
      ),
    )
  if (!row) return null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY) {
    const sliding = now.getTime() + SESSION_TTL
    const absolute = row.createdAt.getTime() + SESSION_MAX_AGE
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(Math.min(sliding, absolute)) })
      .where(eq(sessions.id, row.sessionId))
  }
  return row.user
}
