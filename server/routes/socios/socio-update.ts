import { and, desc, eq, isNull } from 'drizzle-orm'
import { normalizeSearch } from '../../../src/domain/search.ts'
import type { SocioUpdate } from '../../../src/domain/socios-api.ts'
import type { Db } from '../../db/client.ts'
import { personas, socios, sociosHistorial } from '../../db/schema.ts'

const empty = <T>(value: T | '' | undefined) => (value === '' ? null : value)

/**
 * Applies an edit to a member and their persona in one transaction; a change of estado
 * is written to the history (leaving closes the open entry, returning opens a new one).
 * Returns false when there is no such member.
 */
export async function updateSocio(db: Db, id: number, changes: SocioUpdate, today: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ socio: socios, persona: personas })
      .from(socios)
      .innerJoin(personas, eq(personas.id, socios.personaId))
      .where(eq(socios.id, id))
      .for('update')
    if (!current) return false
    const { motivo, estado, categoria, vencimiento, ...personaChanges } = changes
    const persona = { ...current.persona, ...personaChanges }
    await tx
      .update(personas)
      .set({
        ...personaChanges,
        nacimiento: empty(personaChanges.nacimiento),
        email: empty(personaChanges.email),
        busqueda: normalizeSearch(`${persona.apellido} ${persona.nombre} ${persona.apodo ?? ''}`),
      })
      .where(eq(personas.id, current.persona.id))
    const socioChanges = Object.fromEntries(
      Object.entries({ estado, categoria, vencimiento: empty(vencimiento) }).filter(
        ([, value]) => value !== undefined,
      ),
    )
    if (Object.keys(socioChanges).length > 0) {
      await tx.update(socios).set(socioChanges).where(eq(socios.id, id))
    }

    if (estado && estado !== current.socio.estado) {
      if (estado === 'Activo') {
        await tx
          .insert(sociosHistorial)
          .values({ socioId: id, alta: today, motivo: motivo ?? null })
      } else if (estado === 'Inactivo') {
        const [open] = await tx
          .select({ id: sociosHistorial.id })
          .from(sociosHistorial)
          .where(and(eq(sociosHistorial.socioId, id), isNull(sociosHistorial.baja)))
          .orderBy(desc(sociosHistorial.alta))
          .limit(1)
        if (open) {
          await tx
            .update(sociosHistorial)
            .set({ baja: today, motivo: motivo ?? 'Baja' })
            .where(eq(sociosHistorial.id, open.id))
        }
      }
    }
    return true
  })
}
