import type { ReactNode } from 'react'

/**
 * A dialog form's end: what the server refused, if it did, then 'Cancelar' and the submit
 * button, whose label is the children.
 */
export function DialogActions({
  failure,
  onCancel,
  disabled,
  children,
}: {
  failure: string | null
  onCancel: () => void
  disabled: boolean
  children: ReactNode
}) {
  return (
    <>
      {failure && (
        <p className="form-notice" role="alert">
          {failure}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="button" disabled={disabled}>
          {children}
        </button>
      </div>
    </>
  )
}
