import type { ReactNode } from 'react'
import { mover } from '../utils/settings-form'
import styles from './configuracion.module.css'

type RowListProps<T extends { clave: string }> = {
  rows: readonly T[]
  setRows: (next: T[]) => void
  /** The row for a screen reader, after 'Quitar': (n) => `la categoría ${n}`. */
  name: (n: number) => string
  /** 'Mover arriba' and 'Mover abajo' before 'Quitar' (the carousel's order). */
  reorder?: boolean
  className?: string
  /** The fields of the row at `i`, numbered `n` on screen. */
  children: (row: T, i: number, n: number) => ReactNode
}

/** One of the settings' lists: each row with its fields and its buttons to move or remove it. */
export function RowList<T extends { clave: string }>({
  rows,
  setRows,
  name,
  reorder,
  className = styles.item,
  children,
}: RowListProps<T>) {
  const action = (label: string, n: number, onClick: () => void, disabled?: boolean) => (
    <button type="button" className="button button-secondary" disabled={disabled} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {name(n)}</span>
    </button>
  )
  return (
    <ol className={styles.list}>
      {rows.map((row, i) => {
        const n = i + 1
        return (
          <li key={row.clave} className={className}>
            {children(row, i, n)}
            <div className={styles.rowActions}>
              {reorder && (
                <>
                  {action('Mover arriba', n, () => setRows(mover(rows, i, i - 1)), i === 0)}
                  {action(
                    'Mover abajo',
                    n,
                    () => setRows(mover(rows, i, i + 1)),
                    i === rows.length - 1,
                  )}
                </>
              )}
              {action('Quitar', n, () => setRows(rows.filter((_, j) => j !== i)))}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

type AddRowProps = {
  children: string
  disabled: boolean
  onClick: () => void
  /** The message of the list's unmet rule (empty, too long). */
  error?: string | undefined
}

/** The button under a list that adds a row, with the message of the list's rule. */
export function AddRowButton({ children, disabled, onClick, error }: AddRowProps) {
  return (
    <div>
      <button
        type="button"
        className="button button-secondary"
        disabled={disabled}
        onClick={onClick}
        data-invalid={error ? true : undefined}
      >
        {children}
      </button>
      {error && <p className="field-error">{error}</p>}
    </div>
  )
}
