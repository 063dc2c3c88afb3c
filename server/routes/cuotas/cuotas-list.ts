import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  cuotasVencidas,
  type EstadoCuota,
  type MedioPago,
} from '../../../src/domain/cuotas/cuotas.ts'
import type { Cuota, CuotasFiltros, CuotasList } from '../../../src/domain/cuotas/cuotas-api.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import type { Db } from '../../db/client.ts'
import { cuotas, pagos } from '../../db/schema/cuotas.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { personaJoin } from '../socios/socio-persona.ts'

const COLUMNS = {
  id: cuotas.id,
  socioId: cuotas.socioId,
  periodo: cuotas.periodo,
  categoria: cuotas.categoria,
  importe: cuotas.importe,
  descuento: cuotas.descuento,
  vencimiento: cuotas.vencimiento,
  estado: cuotas.estado,
  anuladaMotivo: cuotas.anuladaMotivo,
  anuladaAt: cuotas.anuladaAt,
  nombre: personas.nombre,
  apellido: personas.apellido,
  pagoId: pagos.id,
  pagoFecha: pagos.fecha,
  pagoMedio: pagos.medio,
}

/** Cuotas with their member's name and the payment that settled them. */
const selectCuotas = (db: Db) =>
  db
    .select(COLUMNS)
    .from(cuotas)
    .innerJoin(socios, eq(socios.id, cuotas.socioId))
    .innerJoin(...personaJoin)
    .leftJoin(pagos, eq(pagos.id, cuotas.pagoId))

type Row = Awaited<ReturnType<ReturnType<typeof selectCuotas>['execute']>>[number]

/** A row as the API answers it (`cuotaSchema`); `hoy` is the club's calendar day. */
function toCuota(row: Row, hoy: string): Cuota {
  const estado = row.estado as EstadoCuota
  return {
    id: row.id,
    socio_id: row.socioId,
    periodo: row.periodo,
    categoria: row.categoria,
    importe: row.importe,
    descuento: row.descuento,
    vencimiento: row.vencimiento,
    estado,
    vencida: estado === 'pendiente' && cuotasVencidas([row.vencimiento], hoy) === 1,
    socio: { nombre: row.nombre, apellido: row.apellido },
    pago:
      row.pagoId !== null && row.pagoFecha !== null
        ? { id: row.pagoId, fecha: row.pagoFecha.toISOString(), medio: row.pagoMedio as MedioPago }
        : null,
    anulacion:
      row.anuladaMotivo !== null && row.anuladaAt !== null
        ? { motivo: row.anuladaMotivo, fecha: row.anuladaAt.toISOString() }
        : null,
  }
}

function conditions(filtros: Pick<CuotasFiltros, 'socio' | 'estado' | 'periodo'>): SQL | undefined {
  return and(
    filtros.socio === undefined ? undefined : eq(cuotas.socioId, filtros.socio),
    filtros.estado === undefined ? undefined : eq(cuotas.estado, filtros.estado),
    filtros.periodo === undefined ? undefined : eq(cuotas.periodo, filtros.periodo),
  )
}

/**
 * One page of cuotas, newest period first (then by member name), with the total and what
 * the filtered cuotas still owe (docs/product.md#api-cuotas). The caller has already
 * narrowed `socio` to the member's own for a member.
 */
export async function listCuotas(
  db: Db,
  filtros: CuotasFiltros,
  hoy: string = diaDelClub(),
): Promise<CuotasList> {
  const where = conditions(filtros)
  const [rows, [totals]] = await Promise.all([
    selectCuotas(db)
      .where(where)
      .orderBy(desc(cuotas.periodo), asc(personas.apellido), asc(personas.nombre), asc(cuotas.id))
      .limit(filtros.pageSize)
      .offset((filtros.page - 1) * filtros.pageSize),
    db
      .select({
        total: count(),
        adeudado: sql<number>`coalesce(sum(${cuotas.importe})
          filter (where ${cuotas.estado} = 'pendiente'), 0)`.mapWith(Number),
      })
      .from(cuotas)
      .where(where),
  ])
  return {
    items: rows.map((row) => toCuota(row, hoy)),
    total: totals?.total ?? 0,
    page: filtros.page,
    pageSize: filtros.pageSize,
    adeudado: totals?.adeudado ?? 0,
  }
}

/**
 * One cuota, or null; with `socioId`, only when it is that member's (a member asking for
 * another's cannot tell it from one that does not exist).
 */
export async function getCuota(
  db: Db,
  id: number,
  socioId?: number,
  hoy: string = diaDelClub(),
): Promise<Cuota | null> {
  const [row] = await selectCuotas(db).where(
    and(eq(cuotas.id, id), socioId === undefined ? undefined : eq(cuotas.socioId, socioId)),
  )
  return row ? toCuota(row, hoy) : null
}
