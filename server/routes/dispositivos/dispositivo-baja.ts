import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dispositivos } from '../../db/schema/dispositivos.ts'
import { endSession } from '../../lib/auth/session-store.ts'

/**
 * Revokes a live device: one of `socioId`'s, or any member's when `socioId` is null (an
 * administrator). In the same transaction it ends the session that registered or last renewed
 * it, unless that is `token`'s (sign-out removes its own device first): left alive, the lost
 * phone registered a new key on its next visit (ADR 0033). Returns what the activity log
 * records and the ended session's token hash, or null when there was no such device.
 */
export function quitarDispositivo(db: Db, id: number, socioId: number | null, token: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dispositivos)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(dispositivos.id, id),
          isNull(dispositivos.revokedAt),
          socioId === null ? undefined : eq(dispositivos.socioId, socioId),
        ),
      )
      .returning({
        id: dispositivos.id,
        socioId: dispositivos.socioId,
        nombre: dispositivos.nombre,
        sessionId: dispositivos.sessionId,
      })
    if (!row) return null
    const { sessionId, ...quitado } = row
    const sesionTerminada = sessionId === null ? null : await endSession(tx, sessionId, token)
    return { ...quitado, sesionTerminada }
  })
}
