import { motivoNoHabilitado } from '@/domain/grupos/grupos'
import type { MiembroGrupo } from '@/domain/grupos/grupos-api'
import styles from './habilitado-badge.module.css'

/**
 * Whether a member counts for the group's discount: 'Habilitado', or 'No habilitado' with why
 * (docs/product.md#grupos-familiares).
 */
export function HabilitadoBadge({ miembro }: { miembro: MiembroGrupo }) {
  if (miembro.habilitado) {
    return (
      <span className={styles.estado}>
        <span className={`${styles.badge} ${styles.si}`}>Habilitado</span>
      </span>
    )
  }
  const motivo = motivoNoHabilitado(miembro)
  return (
    <span className={styles.estado}>
      <span className={`${styles.badge} ${styles.no}`}>No habilitado</span>
      {motivo && <span className={styles.motivo}>{motivo}</span>}
    </span>
  )
}
