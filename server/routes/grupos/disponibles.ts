import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { DisponiblesList } from '../../../src/domain/grupos/grupos-api.ts'
import type { DisponiblesFiltros } from '../../../src/domain/grupos/grupos-filtros.ts'
import type { Db } from '../../db/client.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { conNivelSql } from '../socios/socio-nivel.ts'
import { searchCondition } from '../socios/socio-search.ts'
import { personaJoin } from '../socios/socio-persona.ts'

/** Who may join a group (`puedeSumarse`): active, level 1 or more, in no group. */
const disponible = () =>
  and(eq(socios.estado, 'Activo'), isNull(socios.grupoId), conNivelSql(socios.id))

/**
 * One page of the members who may join a group, by apellido and nombre, searched by name or
 * DNI as the member list is (docs/product.md#api-grupos).
 */
export async function listDisponibles(
  db: Db,
  filtros: DisponiblesFiltros,
): Promise<DisponiblesList> {
  const search = searchCondition(filtros.search)
  const where = and(disponible(), search)
  const counted = db.select({ total: count() }).from(socios)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: socios.id,
        nombre: personas.nombre,
        apellido: personas.apellido,
        documento: personas.documento,
      })
      .from(socios)
      .innerJoin(...personaJoin)
      .where(where)
      .orderBy(asc(personas.apellido), asc(personas.nombre), asc(socios.id))
      .limit(filtros.pageSize)
      .offset((filtros.page - 1) * filtros.pageSize),
    // Without a search the count needs no persona: every member has exactly one.
    search ? counted.innerJoin(...personaJoin).where(where) : counted.where(where),
  ])
  return { items: rows, total: totals?.total ?? 0, page: filtros.page, pageSize: filtros.pageSize }
}
