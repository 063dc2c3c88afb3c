import type { ReactNode } from 'react'
import styles from './data-table.module.css'

type Props = {
  /** Where a cell's content sits when its row is taller: `top` for rows of several lines. */
  align?: 'middle' | 'top'
  /** The table's `thead` and `tbody`. */
  children: ReactNode
}

/**
 * An admin list's table (members, activity log): full width, ruled rows, uppercase muted
 * headers, scrolling sideways on a narrow screen.
 */
export function DataTable({ align = 'middle', children }: Props) {
  return (
    <div className={styles.scroll}>
      <table className={align === 'top' ? `${styles.table} ${styles.top}` : styles.table}>
        {children}
      </table>
    </div>
  )
}
