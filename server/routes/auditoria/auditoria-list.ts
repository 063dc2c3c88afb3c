import { and, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { AuditoriaFiltros } from '../../../src/domain/auditoria/auditoria.ts'
import type {
  AuditoriaEntrada,
  AuditoriaLista,
  Detalle,
} from '../../../src/domain/auditoria/auditoria-api.ts'
import { ZONA_DEL_CLUB } from '../../../src/domain/fecha.ts'
import type { Db } from '../../db/client.ts'
import { auditoria } from '../../db/schema/auditoria.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { personaJoin } from '../socios/socio-persona.ts'

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

/** The member an entry is about, by the number it kept (`socio`, or `socioId` of older kinds). */
function socioIdDe(detalle: Detalle): number | null {
  const id = detalle.socio ?? detalle.socioId
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/** 'Apellido, Nombre' of the page's members, in one query. */
async function nombresDeSocios(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: socios.id, apellido: personas.apellido, nombre: personas.nombre })
    .from(socios)
    .innerJoin(...personaJoin)
    .where(inArray(socios.id, ids))
  return new Map(rows.map((row) => [row.id, `${row.apellido}, ${row.nombre}`]))
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
  const ids = rows.map((row) => socioIdDe(row.detalle as Detalle))
  const nombres = await nombresDeSocios(db, [
    ...new Set(ids.filter((id): id is number => id !== null)),
  ])
  return {
    items: rows.map((row, i): AuditoriaEntrada => {
      const socioId = ids[i] ?? null
      const nombre = socioId === null ? undefined : nombres.get(socioId)
      return {
        id: row.id,
        at: row.at.toISOString(),
        actor: row.email === null ? null : { id: row.userId, email: row.email },
        ip: row.ip,
        accion: row.accion as AuditoriaEntrada['accion'],
        detalle: row.detalle as Detalle,
        // Named when the entry is about a member; null when that member is gone.
        ...(socioId === null ? {} : { socio: nombre ? { id: socioId, nombre } : null }),
      }
    }),
    total: totals?.total ?? 0,
    page: filtros.page,
    pageSize: filtros.pageSize,
  }
}
