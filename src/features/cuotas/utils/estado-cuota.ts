import type { Cuota } from '@/domain/cuotas/cuotas-api'

export type EstadoVisible = 'Pendiente' | 'Vencida' | 'Pagada' | 'Anulada'

/**
 * What a cuota's state reads on screen (docs/product.md#estado-de-cuotas): a pending one past
 * its due date is 'Vencida'.
 */
export function estadoVisible(cuota: Pick<Cuota, 'estado' | 'vencida'>): EstadoVisible {
  if (cuota.estado === 'pagada') return 'Pagada'
  if (cuota.estado === 'anulada') return 'Anulada'
  return cuota.vencida ? 'Vencida' : 'Pendiente'
}
