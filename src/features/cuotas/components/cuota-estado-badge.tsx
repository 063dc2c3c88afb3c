import type { Cuota } from '@/domain/cuotas/cuotas-api'
import badge from '@/styles/badge.module.css'
import { estadoVisible, type EstadoVisible } from '../utils/estado-cuota'

const ICONO: Record<EstadoVisible, string> = {
  Pendiente: '◷',
  Vencida: '!',
  Pagada: '✓',
  Anulada: '✕',
}

const COLOR: Record<EstadoVisible, 'green' | 'red' | 'yellow' | 'gray'> = {
  Pendiente: 'yellow',
  Vencida: 'red',
  Pagada: 'green',
  Anulada: 'gray',
}

/** A cuota's state as a badge: the word carries it, colour and icon only repeat it. */
export function CuotaEstadoBadge({ cuota }: { cuota: Pick<Cuota, 'estado' | 'vencida'> }) {
  const estado = estadoVisible(cuota)
  return (
    <span className={`${badge.badge} ${badge[COLOR[estado]]}`}>
      <span aria-hidden="true">{ICONO[estado]}</span> {estado}
    </span>
  )
}
