import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Dispositivo } from '../../../src/domain/dispositivos.ts'
import type { Db } from '../../db/client.ts'
import { dispositivos } from '../../db/schema.ts'

/** A member's live devices (not revoked), newest first. */
export async function listDispositivos(db: Db, socioId: number): Promise<Dispositivo[]> {
  const rows = await db
    .select({
      id: dispositivos.id,
      nombre: dispositivos.nombre,
      alg: dispositivos.alg,
      alta: dispositivos.createdAt,
      renovado: dispositivos.renewedAt,
      validoHasta: dispositivos.validoHasta,
    })
    .from(dispositivos)
    .where(and(eq(dispositivos.socioId, socioId), isNull(dispositivos.revokedAt)))
    .orderBy(desc(dispositivos.createdAt), desc(dispositivos.id))
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    alg: row.alg as Dispositivo['alg'],
    alta: row.alta.toISOString(),
    renovado: row.renovado.toISOString(),
    validoHasta: row.validoHasta.toISOString(),
  }))
}
