import { sql, type SQL } from 'drizzle-orm'
import { porcentajeDescuentoFamiliar, vencimientoDe } from '../../../src/domain/cuotas/cuotas.ts'
import type { GenerarCuotasResult } from '../../../src/domain/cuotas/cuotas-api.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import type { Categoria } from '../../../src/domain/configuracion/configuracion.ts'
import type { Db } from '../../db/client.ts'
import { cuotas } from '../../db/schema/cuotas.ts'
import { socios } from '../../db/schema/socios.ts'
import { alDiaSql } from './cuotas-vencidas.ts'
import { conNivelSql } from '../socios/socio-nivel.ts'

/** Groups this big or bigger get the percentage of this size (the rule tops out at 5). */
const TABLA_HASTA = 50

/**
 * `porcentajeDescuentoFamiliar` as a SQL CASE over `miembros`, built from the function
 * itself so the SQL cannot drift from the rule (docs/architecture.md#fees): consecutive
 * sizes with the same percentage share one branch, the last one is the ELSE.
 */
export function porcentajeFamiliarSql(miembros: SQL): SQL {
  const tramos: { hasta: number; porcentaje: number }[] = []
  for (let n = 0; n <= TABLA_HASTA; n++) {
    const porcentaje = porcentajeDescuentoFamiliar(n)
    if (!Number.isInteger(porcentaje) || porcentaje < 0 || porcentaje > 100) {
      throw new RangeError(`Descuento familiar fuera de rango para ${n} miembros: ${porcentaje}`)
    }
    const last = tramos.at(-1)
    if (last?.porcentaje === porcentaje) last.hasta = n
    else tramos.push({ hasta: n, porcentaje })
  }
  const ramas = tramos.slice(0, -1).map(
    ({ hasta, porcentaje }) => sql` when ${miembros} <= ${sql.raw(String(hasta))}
      then ${sql.raw(String(porcentaje))}`,
  )
  return sql`(case${sql.join(ramas)} else ${sql.raw(String(tramos.at(-1)!.porcentaje))} end)`
}

/**
 * Generates `periodo` for every active member in ONE statement (docs/architecture.md#fees):
 * the club's categories travel as one JSON parameter, the family discount is computed per
 * group in SQL, and the unique index on (socio, periodo) makes a second run create nothing.
 * Who counts for the discount (`cuentaParaDescuento`) is read as of the club's day `hoy`,
 * before this period's cuotas exist: every part of the statement sees the same snapshot.
 * A member whose categoría is not among the club's gets none and is counted in
 * `sinCategoria`; a category of amount 0 (Vitalicio) owes nothing, so it gets no cuota.
 * Shared by `POST /api/cuotas/generar`, the demo seed and the bench.
 */
export async function generarCuotas(
  db: Db,
  periodo: string,
  settings: { categorias: Categoria[]; diaVencimiento: number },
  hoy: string = diaDelClub(),
): Promise<GenerarCuotasResult> {
  const categorias = JSON.stringify(settings.categorias)
  const vencimiento = vencimientoDe(periodo, settings.diaVencimiento)
  const result = await db.execute(sql`
    with categorias as (
      select nombre, importe from json_to_recordset(${categorias}::json)
        as c(nombre text, importe integer)
    ),
    -- Who counts for the discount (cuentaParaDescuento, src/domain/grupos/grupos.ts): active,
    -- level 1 or more, and up to date with their fees.
    familias as (
      select ${socios.grupoId} as grupo_id, count(*)::int as miembros from ${socios}
      where ${socios.estado} = 'Activo' and ${socios.grupoId} is not null
        and ${conNivelSql(socios.id)} and ${alDiaSql(socios.id, hoy)}
      group by ${socios.grupoId}
    ),
    candidatos as (
      select s.id, c.nombre, c.importe,
        (c.importe::bigint
          * ${porcentajeFamiliarSql(sql`coalesce(f.miembros, 1)`)} / 100)::int as descuento
      from ${socios} s
      join categorias c on c.nombre = s.categoria
      left join familias f on f.grupo_id = s.grupo_id
      where s.estado = 'Activo' and c.importe > 0
    ),
    creadas as (
      insert into ${cuotas}
        (socio_id, periodo, categoria, importe, descuento, vencimiento)
      select id, ${periodo}, nombre, importe - descuento, descuento, ${vencimiento}::date
      from candidatos
      on conflict (socio_id, periodo) do nothing
      returning 1
    )
    select (select count(*)::int from creadas) as creadas,
      (select count(*)::int from ${socios} s
        where s.estado = 'Activo'
          and not exists (select 1 from categorias c where c.nombre = s.categoria)
      ) as sin_categoria`)
  const row = rowsOf<{ creadas: number; sin_categoria: number }>(result)[0]
  return { creadas: Number(row?.creadas ?? 0), sinCategoria: Number(row?.sin_categoria ?? 0) }
}

/** PGlite answers `{rows}`, postgres.js an array of rows. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}

/**
 * After a generation that created cuotas: PGlite runs no autovacuum, and a period of 10,000
 * members leaves as many dead versions of `socios` (the trigger that touches each member)
 * and unvisited pages of `cuotas`, which slowed every member query several times over
 * until something cleaned them (docs/architecture.md#fees). On PostgreSQL autovacuum would
 * get there later; doing it here costs a fraction of a second once a month on both.
 */
export async function limpiarTrasGenerar(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${socios}, ${cuotas}`)
}
