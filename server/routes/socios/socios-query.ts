import { and, asc, eq, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { SocioFiltros } from '../../../src/domain/socios/socios-filtros.ts'
import { inscripciones } from '../../db/schema/actividades.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { searchCondition } from './socio-search.ts'

const ESTADO_DE_FILTRO = {
  activos: 'Activo',
  inactivos: 'Inactivo',
  pendiente: 'Pendiente',
} as const

export const statusCondition = (estado: SocioFiltros['estado']) =>
  estado === 'todos' ? undefined : eq(socios.estado, ESTADO_DE_FILTRO[estado])

/** Members enrolled now in the activity; every member for 0. */
export const actividadCondition = (actividad: number) =>
  actividad === 0
    ? undefined
    : sql`${socios.id} in (select ${inscripciones.socioId} from ${inscripciones}
        where ${inscripciones.actividadId} = ${actividad} and ${inscripciones.hasta} is null)`

export type FiltrosDeCondicion = Pick<SocioFiltros, 'search' | 'estado' | 'actividad'>

export const filterConditions = (filtros: FiltrosDeCondicion) =>
  and(
    searchCondition(filtros.search),
    statusCondition(filtros.estado),
    actividadCondition(filtros.actividad),
  )

export function orderFor(sort: SocioFiltros['sort']) {
  const byName = [asc(personas.apellido), asc(personas.nombre), asc(socios.id)]
  if (sort === 'antiguedad') return [asc(socios.alta), asc(socios.id)]
  if (sort === 'estado') return [asc(socios.estado), ...byName]
  return byName
}

/**
 * The filters' conditions and order on a query of members joined with their persona (and
 * family group), and one range of the result: the list's page, the export's batch.
 */
export function filtered<Q extends PgSelect>(
  query: Q,
  filtros: FiltrosDeCondicion & Pick<SocioFiltros, 'sort'>,
  { limit, offset }: { limit: number; offset: number },
) {
  return query
    .where(filterConditions(filtros))
    .orderBy(...orderFor(filtros.sort))
    .limit(limit)
    .offset(offset)
}
