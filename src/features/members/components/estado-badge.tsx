import styles from './estado-badge.module.css'

/**
 * Icons (docs/product.md#member-estados): Activo green check, Inactivo red cross, anything else
 * grey clock.
 */
export function EstadoBadge({ estado }: { estado: string }) {
  const kind = estado === 'Activo' ? 'activo' : estado === 'Inactivo' ? 'inactivo' : 'pendiente'
  const icon = kind === 'activo' ? '✓' : kind === 'inactivo' ? '✕' : '◷'
  return (
    <span className={`${styles.badge} ${styles[kind]}`}>
      <span aria-hidden="true">{icon}</span> {estado}
    </span>
  )
}
