import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { diaDelClub } from '../../src/domain/fecha.ts'
import { cuotas } from '../db/schema.ts'

/**
 * How many of a member's cuotas are past due (docs/architecture.md#fees): pending, due before
 * the club's calendar day `hoy` (due today is not late yet). `al_dia` is this being 0. A
 * correlated subquery on `cuotas_pendientes_idx`, for any query that selects members.
 */
export function cuotasVencidasSql(socioId: AnyPgColumn, hoy: string = diaDelClub()): SQL<number> {
  return sql<number>`(select count(*)::int from ${cuotas}
    where ${cuotas.socioId} = ${socioId} and ${cuotas.estado} = 'pendiente'
      and ${cuotas.vencimiento} < ${hoy})`.mapWith(Number)
}
