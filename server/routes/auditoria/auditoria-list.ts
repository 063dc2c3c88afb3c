import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm'
import type { AuditoriaFiltros } from '../../../src/domain/auditoria.ts'
import type {
  AuditoriaEntrada,
  AuditoriaLista,
  Detalle,
} from '../../../src/domain/auditoria-api.ts'
import { ZONA_DEL_CLUB } from '../../../src/domain/fecha.ts'
import type { Db } from '../../db/client.ts'
import { auditoria } from '../../db/schema.ts'

/** An ILIKE pattern that matches `text` literally, anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Midnight starting `day` (YYYY-MM-DD) in the club's time zone, plus `days`. */
const midnight = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::integer)::timestamp at time zone ${ZONA_DEL_CLUB})`

function conditions(f: AuditoriaFiltros): SQL | undefined {
  return and(
    f.actor ? ilike(auditoria.email, containing(f.actor)) : undefined,
    f.accion ? eq(auditoria.accion, f.accion) : undefined,
    // Days of the club's calendar, both included.
    f.desde ? gte(auditoria.at, midnight(f.desde)) : undefined,
    f.hasta ? lt(auditoria.at, midnight(f.hasta, 1)) : undefined,
  )
}

/**
 * One page of the activity log, newest first, with the total for the same filters
 * (docs/product.md#api-auditoria).
 */
export async function listAuditoria(db: Db, filtros: AuditoriaFiltros): Promise<AuditoriaLista> {
  const where = conditions(filtros)
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditoria)
      .where(where)
      .orderBy(desc(auditoria.at), desc(auditoria.id))
      .limit(filtros.pageSize)
      .offset((filtros.page - 1) * filtros.pageSize),
    db.select({ total: count() }).from(auditoria).where(where),
  ])
  return {
    items: rows.map((row): AuditoriaEntrada => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.email === null ? null : { id: row.userId, email: row.email },
      ip: row.ip,
      accion: row.accion as AuditoriaEntrada['accion'],
      detalle: row.detalle as Detalle,
    })),
    total: totals?.total ?? 0,
    page: filtros.page,
    pageSize: filtros.pageSize,
  }
}
