import type { Cuota } from '@/domain/cuotas-api'
import { estadoVisible, type EstadoVisible } from '../utils/estado-cuota'
import styles from './cuota-estado-badge.module.css'

const ICONO: Record<EstadoVisible, string> = {
  Pendiente: '◷',
  Vencida: '!',
  Pagada: '✓',
  Anulada: '✕',
}

/** A cuota's state as a badge: the word carries it, colour and icon only repeat it. */
export function CuotaEstadoBadge({ cuota }: { cuota: Pick<Cuota, 'estado' | 'vencida'> }) {
  const estado = estadoVisible(cuota)
  return (
    <span className={`${styles.badge} ${styles[estado]}`}>
      <span aria-hidden="true">{ICONO[estado]}</span> {estado}
    </span>
  )
}
