import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './modal-dialog.module.css'

type Props = {
  title: string
  /** Escape, or the form's own 'Cancelar'. */
  onClose: () => void
  children: ReactNode
}

/**
 * A modal with a form inside (a payment, an annulment): the page behind is inert, Escape
 * closes it, and closing returns the focus to what opened it. The plain yes/no question is
 * `askConfirm` (confirm-dialog.tsx).
 */
export function ModalDialog({ title, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    // jsdom lacks showModal.
    if (element && !element.open) {
      if (element.showModal) element.showModal()
      else element.setAttribute('open', '')
    }
    return () => {
      if (element?.open && element.close) element.close()
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  )
}
