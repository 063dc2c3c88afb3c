import type { ReactNode } from 'react'
import styles from './data-table.module.css'

type Props = {
  /** Where a cell's content sits when its row is taller: `top` for rows of several lines. */
  align?: 'middle' | 'top'
  /**
   * The scrolling box's name: with it the box is a region reachable with the keyboard, so
   * its columns can be scrolled into view without a mouse (axe: scrollable-region-focusable).
   */
  label?: string
  /** The narrowest the table gets before the box scrolls sideways (e.g. '44rem'). */
  minWidth?: string
  /** The table's `thead` and `tbody`. */
  children: ReactNode
}

/**
 * An admin list's table (members, activity log): full width, ruled rows, uppercase muted
 * headers, scrolling sideways on a narrow screen.
 */
export function DataTable({ align = 'middle', label, minWidth, children }: Props) {
  const region = label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {}
  return (
    <div className={styles.scroll} {...region}>
      <table
        className={align === 'top' ? `${styles.table} ${styles.top}` : styles.table}
        style={minWidth ? { minWidth } : undefined}
      >
        {children}
      </table>
    </div>
  )
}
