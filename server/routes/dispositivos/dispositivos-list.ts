import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Dispositivo } from '../../../src/domain/dispositivos/dispositivos.ts'
import type { Db } from '../../db/client.ts'
import { dispositivos } from '../../db/schema/dispositivos.ts'
import { sessions } from '../../db/schema/cuenta.ts'

/**
 * A member's live devices (not revoked), newest first. `sessionId` is the session asking:
 * the device it registered or last renewed is `este`, the phone in hand. A device was last
 * used at its renewal, or at the last request of that session if later (sessions note their
 * requests every few minutes, server/lib/auth/session-store.ts).
 */
export async function listDispositivos(
  db: Db,
  socioId: number,
  sessionId: number | null,
): Promise<Dispositivo[]> {
  const rows = await db
    .select({
      id: dispositivos.id,
      nombre: dispositivos.nombre,
      apodo: dispositivos.apodo,
      alg: dispositivos.alg,
      alta: dispositivos.createdAt,
      renovado: dispositivos.renewedAt,
      validoHasta: dispositivos.validoHasta,
      sessionId: dispositivos.sessionId,
      visto: sessions.lastSeenAt,
    })
    .from(dispositivos)
    .leftJoin(sessions, eq(sessions.id, dispositivos.sessionId))
    .where(and(eq(dispositivos.socioId, socioId), isNull(dispositivos.revokedAt)))
    .orderBy(desc(dispositivos.createdAt), desc(dispositivos.id))
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    apodo: row.apodo,
    alg: row.alg as Dispositivo['alg'],
    alta: row.alta.toISOString(),
    renovado: row.renovado.toISOString(),
    usado: new Date(Math.max(row.renovado.getTime(), row.visto?.getTime() ?? 0)).toISOString(),
    este: sessionId !== null && row.sessionId === sessionId,
    validoHasta: row.validoHasta.toISOString(),
  }))
}
