import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dispositivos } from '../../db/schema/dispositivos.ts'

/**
 * Names one of the member's own live devices (null: takes the name away). Null when the
 * member has no such device: another member's, a removed one, or none.
 */
export async function renombrarDispositivo(
  db: Db,
  id: number,
  socioId: number,
  apodo: string | null,
): Promise<{ id: number; apodo: string | null } | null> {
  const [row] = await db
    .update(dispositivos)
    .set({ apodo })
    .where(
      and(
        eq(dispositivos.id, id),
        eq(dispositivos.socioId, socioId),
        isNull(dispositivos.revokedAt),
      ),
    )
    .returning({ id: dispositivos.id, apodo: dispositivos.apodo })
  return row ?? null
}
