import { useEffect, useRef } from 'react'
import type { ConfirmRequest } from '@/lib/confirm'
import styles from './confirm-dialog.module.css'

/** The question of `askConfirm` (confirm-host.tsx loads it when one is asked). */
export function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    // Modal: the page behind is inert and Escape answers 'no'. jsdom lacks showModal.
    if (element && !element.open) {
      if (element.showModal) element.showModal()
      else element.setAttribute('open', '')
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault()
        request.answer(false)
      }}
    >
      <h2 id="confirm-title">{request.title}</h2>
      <p id="confirm-message">{request.message}</p>
      <div className={styles.actions}>
        {/* The safe answer has the focus: Enter does not lose anything. */}
        <button
          type="button"
          className="button button-secondary"
          autoFocus
          onClick={() => request.answer(false)}
        >
          {request.cancel}
        </button>
        <button type="button" className="button button-accent" onClick={() => request.answer(true)}>
          {request.confirm}
        </button>
      </div>
    </dialog>
  )
}
