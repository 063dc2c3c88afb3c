import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { cuotas } from '../../db/schema/cuotas.ts'

/** A member's cuotas past due: pending, due before the club's calendar day `hoy`. */
const vencidasDe = (socioId: AnyPgColumn | SQL, hoy: string) =>
  sql`${cuotas} where ${cuotas.socioId} = ${socioId} and ${cuotas.estado} = 'pendiente'
      and ${cuotas.vencimiento} < ${hoy}`

/**
 * How many of a member's cuotas are past due (docs/architecture.md#fees): pending, due before
 * the club's calendar day `hoy` (due today is not late yet). `al_dia` is this being 0. A
 * correlated subquery on `cuotas_pendientes_idx`, for any query that selects members.
 */
export function cuotasVencidasSql(
  socioId: AnyPgColumn | SQL,
  hoy: string = diaDelClub(),
): SQL<number> {
  return sql<number>`(select count(*)::int from ${vencidasDe(socioId, hoy)})`.mapWith(Number)
}

/** `al_dia` as a condition (no cuota past due), for a WHERE that only needs the yes or no. */
export function alDiaSql(socioId: AnyPgColumn | SQL, hoy: string = diaDelClub()): SQL {
  return sql`not exists (select 1 from ${vencidasDe(socioId, hoy)})`
}
