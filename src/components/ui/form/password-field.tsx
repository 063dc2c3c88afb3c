import { useId, useState, type InputHTMLAttributes } from 'react'
import styles from './password-field.module.css'
import { useTypedBeforeHydration } from '@/lib/forms/use-typed-before-hydration'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string
  error?: string | undefined
}

/** Password input with a show/hide toggle (docs/product.md#sign-in-screen). */
export function PasswordField({ label, error, ...input }: Props) {
  const id = useId()
  useTypedBeforeHydration(id, input.value)
  const [visible, setVisible] = useState(false)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.wrap}>
        <input
          id={id}
          className="input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Ocultar' : 'Mostrar'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
