import badge from '@/styles/badge.module.css'

/**
 * A member's fees at a glance (docs/product.md#member-list): 'Al día', or 'Debe N' cuotas
 * past due.
 */
export function CuotaBadge({ vencidas }: { vencidas: number }) {
  return vencidas === 0 ? (
    <span className={`${badge.badge} ${badge.green}`}>
      <span aria-hidden="true">✓</span> Al día
    </span>
  ) : (
    <span className={`${badge.badge} ${badge.red}`}>
      <span aria-hidden="true">!</span> Debe {vencidas}
    </span>
  )
}
