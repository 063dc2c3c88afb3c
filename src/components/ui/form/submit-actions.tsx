type Props = {
  /** The form is being sent: the button says `busy` and waits. */
  pending: boolean
  busy: string
  /** Another reason to wait (offline). */
  disabled?: boolean
  /** The button's label. */
  children: string
}

/** A form's end with its one button, the submit, saying so while the form is sent. */
export function SubmitActions({ pending, busy, disabled = false, children }: Props) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={pending || disabled}>
        {pending ? busy : children}
      </button>
    </div>
  )
}
