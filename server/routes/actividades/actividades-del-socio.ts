import { and, eq, isNull } from 'drizzle-orm'
import type { ActividadDelSocio } from '../../../src/domain/actividades/actividades-api.ts'
import type { Db } from '../../db/client.ts'
import { actividades, inscripciones } from '../../db/schema/actividades.ts'

const porNombre = new Intl.Collator('es', { sensitivity: 'base' })

/** The activities a member is enrolled in now, by name: their record shows them. */
export async function actividadesDelSocio(db: Db, socioId: number): Promise<ActividadDelSocio[]> {
  const filas = await db
    .select({ id: actividades.id, nombre: actividades.nombre, desde: inscripciones.desde })
    .from(inscripciones)
    .innerJoin(actividades, eq(actividades.id, inscripciones.actividadId))
    .where(and(eq(inscripciones.socioId, socioId), isNull(inscripciones.hasta)))
  return filas.sort((a, b) => porNombre.compare(a.nombre, b.nombre))
}
