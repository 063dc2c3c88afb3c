import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dispositivos } from '../../db/schema/dispositivos.ts'
import { sessions } from '../../db/schema/cuenta.ts'
import { hashToken } from '../../lib/auth/session-store.ts'

type Executor = Pick<Db, 'update' | 'select'>

/**
 * Revokes the card devices of an account (the ones it registered, and any of its member's),
 * but the one last renewed by `keepToken`'s session: signing out everywhere, a new password
 * and a reset link end the devices with the sessions (docs/decisions/0020), or a lost phone
 * went on showing a valid card for up to DEVICE_CERT_DAYS, at offline tablets too. Takes a
 * transaction; the caller then refreshes the gate's list of revoked devices. Returns the ids.
 */
export async function revokeAccountDevices(
  db: Executor,
  user: { id: number; socioId: number | null },
  keepToken?: string,
): Promise<number[]> {
  const mine: SQL =
    user.socioId === null
      ? eq(dispositivos.userId, user.id)
      : or(eq(dispositivos.userId, user.id), eq(dispositivos.socioId, user.socioId))!
  let kept: SQL | undefined
  if (keepToken) {
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(keepToken)))
    // A device never renewed by a session has no session to keep it.
    if (session) kept = or(isNull(dispositivos.sessionId), ne(dispositivos.sessionId, session.id))
  }
  const rows = await db
    .update(dispositivos)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(dispositivos.revokedAt), kept))
    .returning({ id: dispositivos.id })
  return rows.map((row) => row.id)
}
