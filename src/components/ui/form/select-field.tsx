import { useId, type SelectHTMLAttributes } from 'react'

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string
  error?: string | undefined
  /** The wrapper's class: a form's `field` unless the place lays it out its own way. */
  fieldClassName?: string
}

/** A labelled select whose error is announced with it. */
export function SelectField({
  label,
  error,
  fieldClassName = 'field',
  children,
  ...select
}: Props) {
  const id = useId()
  return (
    <div className={fieldClassName}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
