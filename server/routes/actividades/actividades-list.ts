import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Actividad } from '../../../src/domain/actividades/actividades-api.ts'
import type { Db } from '../../db/client.ts'
import { actividades, inscripciones } from '../../db/schema/actividades.ts'

type Executor = Pick<Db, 'select'>

// Qualified by hand: drizzle writes a column of the outer query unqualified, which the
// subquery would read as its own.
const inscriptos = sql<number>`(
  select count(*)::int from ${inscripciones} i
  where i.actividad_id = "actividades"."id" and i.hasta is null
)`

const columnas = {
  id: actividades.id,
  nombre: actividades.nombre,
  descripcion: actividades.descripcion,
  horarios: actividades.horarios,
  profesor: actividades.profesor,
  importeMensual: actividades.importeMensual,
  cupo: actividades.cupo,
  edadMin: actividades.edadMin,
  edadMax: actividades.edadMax,
  requiereApto: actividades.requiereApto,
  activa: actividades.activa,
  inscriptos,
}

type Fila = Omit<Actividad, 'cupoLibre'>

const conCupoLibre = (fila: Fila): Actividad => ({
  ...fila,
  cupoLibre: fila.cupo === null ? null : Math.max(0, fila.cupo - fila.inscriptos),
})

/** Spanish order ('Fútbol' before 'Gimnasia'), which the database's C collation is not. */
const porNombre = new Intl.Collator('es', { sensitivity: 'base' })

/** The catalogue by name: the active activities, or every one for `todas`. */
export async function listActividades(db: Executor, { todas }: { todas: boolean }) {
  const filas = await db
    .select(columnas)
    .from(actividades)
    .where(todas ? undefined : eq(actividades.activa, true))
  return filas.map(conCupoLibre).sort((a, b) => porNombre.compare(a.nombre, b.nombre))
}

/** One activity with its counts, or null. */
export async function getActividad(db: Executor, id: number): Promise<Actividad | null> {
  const [fila] = await db.select(columnas).from(actividades).where(eq(actividades.id, id))
  return fila ? conCupoLibre(fila) : null
}

/**
 * The activity's row, held FOR UPDATE until the transaction ends: enrolments and changes of
 * one activity take turns (docs/architecture.md#actividades). Undefined when there is none.
 */
export async function actividadBloqueada(tx: Pick<Db, 'select'>, id: number) {
  const [fila] = await tx.select().from(actividades).where(eq(actividades.id, id)).for('update')
  return fila
}

/** How many are enrolled now. */
export async function contarInscriptos(db: Executor, actividadId: number): Promise<number> {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inscripciones)
    .where(and(eq(inscripciones.actividadId, actividadId), isNull(inscripciones.hasta)))
  return fila?.n ?? 0
}
