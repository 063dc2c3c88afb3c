import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { SocioList } from '../../../src/domain/socios-api.ts'
import type { SocioFiltros } from '../../../src/domain/socios-filtros.ts'
import type { Db } from '../../db/client.ts'
import { grupos, personas, socios, sociosHistorial } from '../../db/schema.ts'
import { filtered, searchCondition, statusCondition } from './socios-query.ts'

/**
 * One page of the member list with the total for the same filters (docs/product.md#member-list).
 */
export async function listSocios(db: Db, filtros: SocioFiltros): Promise<SocioList> {
  const [rows, total] = await Promise.all([
    filtered(
      db
        .select({
          id: socios.id,
          alta: socios.alta,
          estado: socios.estado,
          apellido: personas.apellido,
          nombre: personas.nombre,
          documento: personas.documento,
          grupoId: grupos.id,
          grupoNombre: grupos.nombre,
        })
        .from(socios)
        .innerJoin(personas, eq(personas.id, socios.personaId))
        .leftJoin(grupos, eq(grupos.id, socios.grupoId))
        .$dynamic(),
      filtros,
      { limit: filtros.pageSize, offset: (filtros.page - 1) * filtros.pageSize },
    ),
    countSocios(db, filtros),
  ])
  const historial = await historialOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    items: rows.map((row) => ({
      id: row.id,
      alta: row.alta,
      estado: row.estado,
      persona: { apellido: row.apellido, nombre: row.nombre, documento: row.documento },
      socios_grupo:
        row.grupoId !== null && row.grupoNombre !== null
          ? { grupo: { id: row.grupoId, nombre: row.grupoNombre } }
          : null,
      socios_historials: historial.get(row.id) ?? [],
    })),
    total,
    page: filtros.page,
    pageSize: filtros.pageSize,
  }
}

/**
 * Without a name or DNI search the count needs no join: every socio has exactly one
 * persona (foreign key, not null), and counting socios alone is several times faster.
 */
async function countSocios(db: Db, filtros: Pick<SocioFiltros, 'search' | 'estado'>) {
  const search = searchCondition(filtros.search)
  const status = statusCondition(filtros.estado)
  const query = db.select({ total: count() }).from(socios)
  const [row] = await (search
    ? query.innerJoin(personas, eq(personas.id, socios.personaId)).where(and(search, status))
    : query.where(status))
  return row?.total ?? 0
}

/** The history of the members of one page, oldest entry first. */
async function historialOf(db: Db, ids: number[]) {
  const bySocio = new Map<number, { alta: string; baja: string | null }[]>()
  if (ids.length === 0) return bySocio
  const rows = await db
    .select({
      socioId: sociosHistorial.socioId,
      alta: sociosHistorial.alta,
      baja: sociosHistorial.baja,
    })
    .from(sociosHistorial)
    .where(inArray(sociosHistorial.socioId, ids))
    .orderBy(asc(sociosHistorial.alta), asc(sociosHistorial.id))
  for (const { socioId, alta, baja } of rows) {
    const list = bySocio.get(socioId) ?? []
    list.push({ alta, baja })
    bySocio.set(socioId, list)
  }
  return bySocio
}
