import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { SocioList } from '../../../src/domain/socios/socios-api.ts'
import type { SocioFiltros } from '../../../src/domain/socios/socios-filtros.ts'
import type { Db } from '../../db/client.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { socios, sociosHistorial } from '../../db/schema/socios.ts'
import { cuotasVencidasSql } from '../cuotas/cuotas-vencidas.ts'
import { searchCondition } from './socio-search.ts'
import {
  actividadCondition,
  filtered,
  statusCondition,
  type FiltrosDeCondicion,
} from './socios-query.ts'
import { nombreYDocumento, personaJoin } from './socio-persona.ts'

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
          vencimiento: socios.vencimiento,
          ...nombreYDocumento,
          grupoId: grupos.id,
          grupoNombre: grupos.nombre,
        })
        .from(socios)
        .innerJoin(...personaJoin)
        .leftJoin(grupos, eq(grupos.id, socios.grupoId))
        .$dynamic(),
      filtros,
      { limit: filtros.pageSize, offset: (filtros.page - 1) * filtros.pageSize },
    ),
    countSocios(db, filtros),
  ])
  const { historial, vencidas } = await pageExtras(
    db,
    rows.map((row) => row.id),
  )
  return {
    items: rows.map((row) => ({
      id: row.id,
      alta: row.alta,
      estado: row.estado,
      vencimiento: row.vencimiento,
      persona: { apellido: row.apellido, nombre: row.nombre, documento: row.documento },
      socios_grupo:
        row.grupoId !== null && row.grupoNombre !== null
          ? { grupo: { id: row.grupoId, nombre: row.grupoNombre } }
          : null,
      socios_historials: historial.get(row.id) ?? [],
      al_dia: (vencidas.get(row.id) ?? 0) === 0,
      cuotas_vencidas: vencidas.get(row.id) ?? 0,
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
async function countSocios(db: Db, filtros: FiltrosDeCondicion) {
  const search = searchCondition(filtros.search)
  const rest = and(statusCondition(filtros.estado), actividadCondition(filtros.actividad))
  const query = db.select({ total: count() }).from(socios)
  const [row] = await (search
    ? query.innerJoin(...personaJoin).where(and(search, rest))
    : query.where(rest))
  return row?.total ?? 0
}

/**
 * The history (oldest entry first) and the cuotas past due of the members of one page, in
 * one query: on PGlite each query is a trip to its thread, and a second one for the count
 * made the list's name search 2–3 ms slower (docs/performance.md#member-search). The count is
 * computed per member of the page only, never for rows an OFFSET skips.
 */
async function pageExtras(db: Db, ids: number[]) {
  const historial = new Map<number, { alta: string; baja: string | null }[]>()
  const vencidas = new Map<number, number>()
  if (ids.length === 0) return { historial, vencidas }
  const rows = await db
    .select({
      socioId: socios.id,
      alta: sociosHistorial.alta,
      baja: sociosHistorial.baja,
      vencidas: cuotasVencidasSql(socios.id),
    })
    .from(socios)
    .leftJoin(sociosHistorial, eq(sociosHistorial.socioId, socios.id))
    .where(inArray(socios.id, ids))
    .orderBy(asc(sociosHistorial.alta), asc(sociosHistorial.id))
  for (const { socioId, alta, baja, vencidas: n } of rows) {
    vencidas.set(socioId, n)
    if (alta === null) continue
    const list = historial.get(socioId) ?? []
    list.push({ alta, baja })
    historial.set(socioId, list)
  }
  return { historial, vencidas }
}
