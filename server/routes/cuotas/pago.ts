import { and, asc, eq, inArray } from 'drizzle-orm'
import { nombrePeriodo } from '../../../src/domain/cuotas/cuotas.ts'
import type { PagoInput } from '../../../src/domain/cuotas/cuotas-api.ts'
import { formatPesos } from '../../../src/domain/dinero.ts'
import type { Db } from '../../db/client.ts'
import { cuotas, pagos } from '../../db/schema/cuotas.ts'

/** The answers of a payment that cannot be recorded (docs/product.md#api-cuotas). */
export const PAGO = {
  registrado: 'Pago registrado',
  noExiste: (id: number) => `La cuota ${id} no existe`,
  variosSocios: 'Las cuotas de un pago deben ser de un mismo socio',
  pagada: (periodo: string) => `La cuota de ${nombrePeriodo(periodo)} ya está pagada`,
  anulada: (periodo: string) => `La cuota de ${nombrePeriodo(periodo)} está anulada`,
  importe: (debe: number) =>
    `El importe debe ser ${formatPesos(debe)}: lo que deben las cuotas elegidas`,
} as const

export type PagoResult =
  | { kind: 'ok'; pagoId: number; socioId: number }
  | { kind: 'error'; status: 400 | 404 | 409; message: string }

class Rechazo extends Error {
  constructor(readonly result: Extract<PagoResult, { kind: 'error' }>) {
    super(result.message)
  }
}

const rechazo = (status: 400 | 404 | 409, message: string) =>
  new Rechazo({ kind: 'error', status, message })

/**
 * Records one payment of `input.cuotas` in one transaction (docs/architecture.md#fees). The
 * cuotas' rows are locked first (in id order, so two payments never wait on each other in a
 * circle): a second desk paying the same cuota waits for the first to commit, then reads it
 * 'pagada' and gets 409. The UPDATE checks the state again and its row count is verified,
 * so a cuota can never be settled twice whatever the isolation level.
 */
export async function registrarPago(db: Db, input: PagoInput, userId: number): Promise<PagoResult> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: cuotas.id,
          socioId: cuotas.socioId,
          periodo: cuotas.periodo,
          importe: cuotas.importe,
          estado: cuotas.estado,
        })
        .from(cuotas)
        .where(inArray(cuotas.id, input.cuotas))
        .orderBy(asc(cuotas.id))
        .for('update')
      const byId = new Map(rows.map((row) => [row.id, row]))
      const missing = input.cuotas.find((id) => !byId.has(id))
      if (missing !== undefined) throw rechazo(404, PAGO.noExiste(missing))
      const socioId = rows[0]!.socioId
      if (rows.some((row) => row.socioId !== socioId)) throw rechazo(400, PAGO.variosSocios)
      // In the order the desk chose them, so the message names the first it sees.
      for (const id of input.cuotas) {
        const { estado, periodo } = byId.get(id)!
        if (estado === 'pagada') throw rechazo(409, PAGO.pagada(periodo))
        if (estado === 'anulada') throw rechazo(409, PAGO.anulada(periodo))
      }
      const debe = rows.reduce((sum, row) => sum + row.importe, 0)
      if (input.importe !== debe) throw rechazo(400, PAGO.importe(debe))

      const [pago] = await tx
        .insert(pagos)
        .values({
          socioId,
          importe: input.importe,
          medio: input.medio,
          nota: input.nota ? input.nota : null,
          userId,
        })
        .returning({ id: pagos.id })
      const pagadas = await tx
        .update(cuotas)
        .set({ estado: 'pagada', pagoId: pago!.id })
        .where(and(inArray(cuotas.id, input.cuotas), eq(cuotas.estado, 'pendiente')))
        .returning({ id: cuotas.id })
      if (pagadas.length !== input.cuotas.length) {
        throw rechazo(409, PAGO.pagada(rows[0]!.periodo))
      }
      return { kind: 'ok', pagoId: pago!.id, socioId } as const
    })
  } catch (error) {
    if (error instanceof Rechazo) return error.result
    throw error
  }
}
