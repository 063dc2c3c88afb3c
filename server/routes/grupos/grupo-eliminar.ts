import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { socios } from '../../db/schema/socios.ts'

export type EliminarResult = { nombre: string; miembros: number[] } | null

/**
 * Deletes a group; its members stay, without group (docs/product.md#grupos-familiares). The
 * group's row is locked first, so a member being added at the same moment is either in
 * before (and cleared here) or finds no group (404): never left pointing at nothing. The
 * foreign key's ON DELETE SET NULL would clear them too; doing it here names them for the log.
 */
export function eliminarGrupo(db: Db, id: number): Promise<EliminarResult> {
  return db.transaction(async (tx) => {
    const [grupo] = await tx
      .select({ nombre: grupos.nombre })
      .from(grupos)
      .where(eq(grupos.id, id))
      .for('update')
    if (!grupo) return null
    const liberados = await tx
      .update(socios)
      .set({ grupoId: null })
      .where(eq(socios.grupoId, id))
      .returning({ id: socios.id })
    await tx.delete(grupos).where(eq(grupos.id, id))
    return { nombre: grupo.nombre, miembros: liberados.map((s) => s.id).sort((a, b) => a - b) }
  })
}
