import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import type { UserRow } from './users.ts'

const DAY = 24 * 60 * 60_000
/** Sliding expiry: a session lives 30 days past its last use. */
const SESSION_TTL = 30 * DAY
/** Last-use writes are batched: at most one per session per hour. */
const TOUCH_EVERY = 60 * 60_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new opaque token (256 random bits); only its hash is stored. */
export async function createSession(db: Db, userId: number, userAgent: string | undefined) {
  const token = randomBytes(32).toString('base64url')
  // Expired sessions of this user are of no further use.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())))
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL),
    userAgent: userAgent?.slice(0, 300),
  })
  return token
}

/**
 * Sessions seen in the last moments, by token hash. A gate tablet validates a QR every
 * few hundred milliseconds, and the session query would be most of each request
 * (DESIGN.md §11: 3,000 validations/s). Logout clears its entry here at once; another
 * process behind the same database notices a logout within SESSION_CACHE_MS.
 */
const SESSION_CACHE_MS = 2_000
const SESSION_CACHE_MAX = 10_000
const recent = new Map<string, { user: UserRow; until: number }>()

/**
 * The user of a live session, extending its expiry; null for unknown or expired tokens.
 * One round trip at most: every authenticated request pays for it.
 */
export async function resolveSession(db: Db, token: string): Promise<UserRow | null> {
  const tokenHash = hashToken(token)
  const cached = recent.get(tokenHash)
  if (cached && cached.until > Date.now()) return cached.user
  const user = await loadSession(db, tokenHash)
  if (recent.size >= SESSION_CACHE_MAX) recent.clear()
  if (user) recent.set(tokenHash, { user, until: Date.now() + SESSION_CACHE_MS })
  else recent.delete(tokenHash)
  return user
}

async function loadSession(db: Db, tokenHash: string): Promise<UserRow | null> {
  const now = new Date()
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
  if (!row) return null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL) })
      .where(eq(sessions.id, row.sessionId))
  }
  return row.user
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  recent.delete(hashToken(token))
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}
