/**
 * The due dates of a member's pending cuotas, for the gate (ADR 0028): the roster sends them
 * to the tablets and this process's member copy keeps them, so each counts the cuotas past
 * due at its own club day (`cuotasEnPorteria`, src/domain/porteria/gate-verdict.ts). A member owes a
 * few at most; a correlated subquery on `cuotas_pendientes_idx`.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { cuotas } from '../../db/schema/cuotas.ts'

/** 'YYYY-MM-DD' due dates, ascending; [] for none. */
export function vencimientosPendientesSql(socioId: AnyPgColumn): SQL<string[]> {
  return sql<string[]>`(select coalesce(string_agg(to_char(${cuotas.vencimiento}, 'YYYY-MM-DD'),
      ',' order by ${cuotas.vencimiento}), '')
    from ${cuotas} where ${cuotas.socioId} = ${socioId} and ${cuotas.estado} = 'pendiente')`.mapWith(
    (value: string) => (value === '' ? [] : value.split(',')),
  )
}
