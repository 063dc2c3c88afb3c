import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { DeudoresList, ResumenPeriodo } from '../../../src/domain/cuotas/cuotas-api.ts'
import type { DeudoresFiltros } from '../../../src/domain/cuotas/cuotas-filtros.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import type { Db } from '../../db/client.ts'
import { cuotas } from '../../db/schema/cuotas.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { searchCondition } from '../socios/socio-search.ts'
import { personaJoin } from '../socios/socio-persona.ts'

/** `count(*)` or `sum(importe)` of the cuotas matching `filter`, as a number. */
const contar = (filter: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${filter})`.mapWith(Number)
const sumar = (filter: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${cuotas.importe}) filter (where ${filter}), 0)`.mapWith(Number)

const es = (estado: string) => sql`${cuotas.estado} = ${estado}`

/** A period's totals (docs/product.md#api-cuotas): one pass over its cuotas. */
export async function resumenPeriodo(db: Db, periodo: string): Promise<ResumenPeriodo> {
  const [row] = await db
    .select({
      cuotas: count(),
      pagadas: contar(es('pagada')),
      pendientes: contar(es('pendiente')),
      anuladas: contar(es('anulada')),
      facturado: sumar(sql`${cuotas.estado} <> 'anulada'`),
      cobrado: sumar(es('pagada')),
      adeudado: sumar(es('pendiente')),
    })
    .from(cuotas)
    .where(eq(cuotas.periodo, periodo))
  return {
    periodo,
    cuotas: row?.cuotas ?? 0,
    pagadas: row?.pagadas ?? 0,
    pendientes: row?.pendientes ?? 0,
    anuladas: row?.anuladas ?? 0,
    facturado: row?.facturado ?? 0,
    cobrado: row?.cobrado ?? 0,
    adeudado: row?.adeudado ?? 0,
  }
}

/**
 * Members with cuotas past due (pending, due before the club's day `hoy`), most owed first,
 * searched by name or DNI as the member list is (docs/product.md#api-cuotas).
 */
export async function listDeudores(
  db: Db,
  filtros: DeudoresFiltros,
  hoy: string = diaDelClub(),
): Promise<DeudoresList> {
  const vencidas = sql<number>`count(*)::int`.mapWith(Number)
  const adeudado = sql<number>`sum(${cuotas.importe})`.mapWith(Number)
  const where = and(
    eq(cuotas.estado, 'pendiente'),
    lt(cuotas.vencimiento, hoy),
    searchCondition(filtros.search),
  )
  const having = sql`count(*) >= ${filtros.minimo}`
  const [items, [total]] = await Promise.all([
    db
      .select({
        socio_id: socios.id,
        nombre: personas.nombre,
        apellido: personas.apellido,
        documento: personas.documento,
        vencidas,
        adeudado,
        desde: sql<string>`min(${cuotas.periodo})`,
      })
      .from(cuotas)
      .innerJoin(socios, eq(socios.id, cuotas.socioId))
      .innerJoin(...personaJoin)
      .where(where)
      .groupBy(socios.id, personas.id)
      .having(having)
      .orderBy(
        desc(adeudado),
        desc(vencidas),
        asc(personas.apellido),
        asc(personas.nombre),
        asc(socios.id),
      )
      .limit(filtros.pageSize)
      .offset((filtros.page - 1) * filtros.pageSize),
    db.select({ total: count() }).from(
      db
        .select({ id: cuotas.socioId })
        .from(cuotas)
        .innerJoin(socios, eq(socios.id, cuotas.socioId))
        .innerJoin(...personaJoin)
        .where(where)
        .groupBy(cuotas.socioId)
        .having(having)
        .as('deudores'),
    ),
  ])
  return { items, total: total?.total ?? 0, page: filtros.page, pageSize: filtros.pageSize }
}
