import badge from '@/styles/badge.module.css'

/**
 * Icons (docs/product.md#member-estados): Activo green check, Inactivo red cross, anything else
 * grey clock.
 */
export function EstadoBadge({ estado }: { estado: string }) {
  const color = estado === 'Activo' ? 'green' : estado === 'Inactivo' ? 'red' : 'gray'
  const icon = color === 'green' ? '✓' : color === 'red' ? '✕' : '◷'
  return (
    <span className={`${badge.badge} ${badge[color]}`}>
      <span aria-hidden="true">{icon}</span> {estado}
    </span>
  )
}
