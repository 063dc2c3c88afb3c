import { useId, type InputHTMLAttributes } from 'react'
import { useTypedBeforeHydration } from '@/lib/forms/use-typed-before-hydration'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string
  error?: string | undefined
}

/** A labelled input whose error is announced with it, and what was typed before hydration. */
export function TextField({ label, error, ...input }: Props) {
  const id = useId()
  useTypedBeforeHydration(id, input.value)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
