import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Grupo, GrupoList, MiembroGrupo } from '../../../src/domain/grupos/grupos-api.ts'
import type { GruposFiltros } from '../../../src/domain/grupos/grupos-filtros.ts'
import { cuentaParaDescuento, descuentoDelGrupo } from '../../../src/domain/grupos/grupos.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import type { Db } from '../../db/client.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { cuotasVencidasSql } from '../cuotas/cuotas-vencidas.ts'
import { nivelSocioSql } from '../socios/socio-nivel.ts'
import { searchCondition, wordsCondition } from '../socios/socio-search.ts'
import { personaJoin } from '../socios/socio-persona.ts'

/**
 * The members of the groups `ids`, by apellido and nombre, each with what the discount reads
 * (docs/architecture.md#family-groups): one query for any number of groups.
 */
export async function miembrosDe(
  db: Db,
  ids: number[],
  hoy: string = diaDelClub(),
): Promise<Map<number, MiembroGrupo[]>> {
  const byGrupo = new Map<number, MiembroGrupo[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byGrupo
  const rows = await db
    .select({
      grupoId: socios.grupoId,
      id: socios.id,
      nombre: personas.nombre,
      apellido: personas.apellido,
      documento: personas.documento,
      estado: socios.estado,
      level: nivelSocioSql(socios.id),
      vencidas: cuotasVencidasSql(socios.id, hoy),
    })
    .from(socios)
    .innerJoin(...personaJoin)
    .where(inArray(socios.grupoId, ids))
    .orderBy(asc(personas.apellido), asc(personas.nombre), asc(socios.id))
  for (const { grupoId, vencidas, ...row } of rows) {
    const estado = { ...row, al_dia: vencidas === 0, cuotas_vencidas: vencidas }
    byGrupo.get(grupoId!)?.push({ ...estado, habilitado: cuentaParaDescuento(estado) })
  }
  return byGrupo
}

const toGrupo = (row: { id: number; nombre: string }, miembros: MiembroGrupo[]): Grupo => ({
  id: row.id,
  nombre: row.nombre,
  miembros,
  habilitados: miembros.filter((m) => m.habilitado).length,
  descuento: descuentoDelGrupo(miembros),
})

/**
 * A group's name (accents, case and spaces ignored, each word the start of one of the name's)
 * or the name or DNI of one of its members. The members' side is one IN over the members who
 * are in a group, not a subquery per group.
 */
function grupoSearch(db: Db, search: string): SQL | undefined {
  const porNombre = wordsCondition(grupos.nombreClave, search)
  const miembro = searchCondition(search)
  if (!porNombre && !miembro) return undefined
  const porMiembro = miembro
    ? inArray(
        grupos.id,
        db
          .select({ id: socios.grupoId })
          .from(socios)
          .innerJoin(...personaJoin)
          .where(and(isNotNull(socios.grupoId), miembro)),
      )
    : undefined
  return or(porNombre, porMiembro)
}

/**
 * One page of groups by name, each with its members (docs/product.md#api-grupos), in two
 * queries (three when the page is past the end): the page with the total as a window count,
 * then every member of the page's groups.
 */
export async function listGrupos(
  db: Db,
  filtros: GruposFiltros,
  hoy: string = diaDelClub(),
): Promise<GrupoList> {
  const where = grupoSearch(db, filtros.search)
  const rows = await db
    .select({
      id: grupos.id,
      nombre: grupos.nombre,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(grupos)
    .where(where)
    .orderBy(asc(grupos.nombreClave), asc(grupos.id))
    .limit(filtros.pageSize)
    .offset((filtros.page - 1) * filtros.pageSize)
  const total =
    rows[0]?.total ??
    (filtros.page === 1
      ? 0
      : ((await db.select({ total: count() }).from(grupos).where(where))[0]?.total ?? 0))
  const miembros = await miembrosDe(
    db,
    rows.map((row) => row.id),
    hoy,
  )
  return {
    items: rows.map((row) => toGrupo(row, miembros.get(row.id) ?? [])),
    total,
    page: filtros.page,
    pageSize: filtros.pageSize,
  }
}

/** One group with its members, or null. */
export async function getGrupo(
  db: Db,
  id: number,
  hoy: string = diaDelClub(),
): Promise<Grupo | null> {
  const [row] = await db
    .select({ id: grupos.id, nombre: grupos.nombre })
    .from(grupos)
    .where(eq(grupos.id, id))
  if (!row) return null
  const miembros = await miembrosDe(db, [id], hoy)
  return toGrupo(row, miembros.get(id) ?? [])
}
