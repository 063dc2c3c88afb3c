import { and, asc, count, eq, inArray, like, or, type SQL } from 'drizzle-orm'
import { normalizeSearch } from '../../src/domain/search.ts'
import type { SocioList } from '../../src/domain/socios-api.ts'
import type { SocioFiltros } from '../../src/domain/socios-filtros.ts'
import type { Db } from '../db/client.ts'
import { grupos, personas, socios, sociosHistorial } from '../db/schema.ts'

const ESTADO_DE_FILTRO = {
  activos: 'Activo',
  inactivos: 'Inactivo',
  pendiente: 'Pendiente',
} as const

/** A LIKE pattern that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Name or DNI: digits search DNIs by prefix; words must each start a word of
 * 'apellido nombre apodo' (accents and case ignored).
 */
function searchCondition(search: string): SQL | undefined {
  const digits = search.replace(/\./g, '')
  if (/^\d+$/.test(digits)) return like(personas.documento, `${literal(digits)}%`)
  const words = normalizeSearch(search).split(' ').filter(Boolean)
  if (words.length === 0) return undefined
  return and(
    ...words.map((word) =>
      or(
        like(personas.busqueda, `${literal(word)}%`),
        like(personas.busqueda, `% ${literal(word)}%`),
      ),
    ),
  )
}

export function filterConditions(filtros: Pick<SocioFiltros, 'search' | 'estado'>) {
  const conditions: SQL[] = []
  const search = searchCondition(filtros.search)
  if (search) conditions.push(search)
  if (filtros.estado !== 'todos')
    conditions.push(eq(socios.estado, ESTADO_DE_FILTRO[filtros.estado]))
  return conditions.length ? and(...conditions) : undefined
}

export function orderFor(sort: SocioFiltros['sort']) {
  const byName = [asc(personas.apellido), asc(personas.nombre), asc(socios.id)]
  if (sort === 'antiguedad') return [asc(socios.alta), asc(socios.id)]
  if (sort === 'estado') return [asc(socios.estado), ...byName]
  return byName
}

/** One page of the member list with the total for the same filters (SPEC.md §2). */
export async function listSocios(db: Db, filtros: SocioFiltros): Promise<SocioList> {
  const where = filterConditions(filtros)
  const [rows, [totalRow]] = await Promise.all([
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
      .where(where)
      .orderBy(...orderFor(filtros.sort))
      .limit(filtros.pageSize)
      .offset((filtros.page - 1) * filtros.pageSize),
    db
      .select({ total: count() })
      .from(socios)
      .innerJoin(personas, eq(personas.id, socios.personaId))
      .where(where),
  ])
  const ids = rows.map((row) => row.id)
  const historial = ids.length
    ? await db
        .select({
          socioId: sociosHistorial.socioId,
          alta: sociosHistorial.alta,
          baja: sociosHistorial.baja,
        })
        .from(sociosHistorial)
        .where(inArray(sociosHistorial.socioId, ids))
        .orderBy(asc(sociosHistorial.alta), asc(sociosHistorial.id))
    : []
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
      socios_historials: historial
        .filter((h) => h.socioId === row.id)
        .map((h) => ({ alta: h.alta, baja: h.baja })),
    })),
    total: totalRow?.total ?? 0,
    page: filtros.page,
    pageSize: filtros.pageSize,
  }
}
