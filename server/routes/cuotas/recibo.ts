import { and, asc, eq } from 'drizzle-orm'
import type { MedioPago } from '../../../src/domain/cuotas/cuotas.ts'
import { numeroRecibo, type Recibo } from '../../../src/domain/cuotas/cuotas-api.ts'
import type { Db } from '../../db/client.ts'
import { cuotas, pagos } from '../../db/schema/cuotas.ts'
import { socios } from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'
import { nombreYDocumento, personaJoin } from '../socios/socio-persona.ts'

/**
 * A payment as its receipt (docs/product.md#receipt), or null; with `socioId`, only when it
 * is that member's (another's cannot be told from one that does not exist).
 */
export async function getRecibo(db: Db, id: number, socioId?: number): Promise<Recibo | null> {
  const [[pago], detalle] = await Promise.all([
    db
      .select({
        id: pagos.id,
        fecha: pagos.fecha,
        importe: pagos.importe,
        medio: pagos.medio,
        nota: pagos.nota,
        socioId: socios.id,
        ...nombreYDocumento,
        userNombre: users.nombre,
        userApellido: users.apellido,
      })
      .from(pagos)
      .innerJoin(socios, eq(socios.id, pagos.socioId))
      .innerJoin(...personaJoin)
      .leftJoin(users, eq(users.id, pagos.userId))
      .where(and(eq(pagos.id, id), socioId === undefined ? undefined : eq(pagos.socioId, socioId))),
    db
      .select({
        id: cuotas.id,
        periodo: cuotas.periodo,
        categoria: cuotas.categoria,
        importe: cuotas.importe,
        descuento: cuotas.descuento,
      })
      .from(cuotas)
      .where(eq(cuotas.pagoId, id))
      .orderBy(asc(cuotas.periodo), asc(cuotas.id)),
  ])
  if (!pago) return null
  return {
    id: pago.id,
    numero: numeroRecibo(pago.id),
    fecha: pago.fecha.toISOString(),
    importe: pago.importe,
    medio: pago.medio as MedioPago,
    nota: pago.nota,
    registradoPor:
      pago.userNombre === null ? null : `${pago.userNombre} ${pago.userApellido ?? ''}`.trim(),
    socio: {
      id: pago.socioId,
      nombre: pago.nombre,
      apellido: pago.apellido,
      documento: pago.documento,
    },
    cuotas: detalle,
  }
}
