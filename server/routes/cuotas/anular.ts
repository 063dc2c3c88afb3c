import { and, eq, sql } from 'drizzle-orm'
import { nombrePeriodo } from '../../../src/domain/cuotas/cuotas.ts'
import type { Db } from '../../db/client.ts'
import { cuotas } from '../../db/schema/cuotas.ts'

/** The answers of an annulment (docs/product.md#api-cuotas). */
export const ANULAR = {
  anulada: 'Cuota anulada',
  noExiste: 'Cuota no encontrada',
  pagada: (periodo: string) =>
    `La cuota de ${nombrePeriodo(periodo)} ya está pagada: no se puede anular`,
  yaAnulada: (periodo: string) => `La cuota de ${nombrePeriodo(periodo)} ya está anulada`,
} as const

export type AnularResult =
  | { kind: 'ok'; socioId: number; periodo: string }
  | { kind: 'error'; status: 404 | 409; message: string }

/**
 * Annuls a pending cuota: one UPDATE that only matches it while it is 'pendiente', so an
 * annulment and a payment at the same moment cannot both win. When nothing matched, the
 * row says why.
 */
export async function anularCuota(db: Db, id: number, motivo: string): Promise<AnularResult> {
  const [anulada] = await db
    .update(cuotas)
    .set({ estado: 'anulada', anuladaMotivo: motivo, anuladaAt: sql`now()` })
    .where(and(eq(cuotas.id, id), eq(cuotas.estado, 'pendiente')))
    .returning({ socioId: cuotas.socioId, periodo: cuotas.periodo })
  if (anulada) return { kind: 'ok', ...anulada }
  const [actual] = await db
    .select({ estado: cuotas.estado, periodo: cuotas.periodo })
    .from(cuotas)
    .where(eq(cuotas.id, id))
  if (!actual) return { kind: 'error', status: 404, message: ANULAR.noExiste }
  if (actual.estado === 'pagada')
    return { kind: 'error', status: 409, message: ANULAR.pagada(actual.periodo) }
  return { kind: 'error', status: 409, message: ANULAR.yaAnulada(actual.periodo) }
}
