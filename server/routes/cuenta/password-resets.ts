import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { passwordResets, users } from '../../db/schema/cuenta.ts'
import { revokeAccountDevices } from './account-devices.ts'
import { hashToken, revokeSessions } from '../../lib/auth/session-store.ts'
import type { UserRow } from '../../lib/auth/users.ts'

/** A reset link is valid for 24 hours from its making, and for one use. */
export const RESET_LINK_TTL = 24 * 60 * 60_000

/**
 * A new one-time link token for a user (256 random bits; only its hash is stored). The
 * user's earlier unused links stop working: only the newest one sent is valid.
 */
export async function createResetToken(db: Db, userId: number, createdBy: number) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL)
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId))
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId, createdBy, expiresAt })
  })
  return { token, expiresAt }
}

const usable = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  )

/** Whether a token is of a link not yet used nor expired: a cheap check before hashing. */
export async function resetTokenUsable(db: Db, token: string): Promise<boolean> {
  const [link] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usable(token, new Date()))
  return link !== undefined
}

/**
 * Spends a link: sets the new password and ends every session and card device of its user,
 * in one transaction. Of two uses at once only one finds the link unused. Null when the link is
 * unknown, used or expired.
 */
export async function useResetToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable(token, now))
      .returning({ userId: passwordResets.userId })
    if (!link) return null
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, link.userId))
      .returning()
    await revokeSessions(tx, link.userId)
    if (user) await revokeAccountDevices(tx, user)
    return user ?? null
  })
}
