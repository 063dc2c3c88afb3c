import { useId } from 'react'
import { fieldBinder } from '@/components/ui/bind-field'
import { PasswordField } from '@/components/ui/password-field'
import { TextField } from '@/components/ui/text-field'
import type { SocioForm } from '../utils/alta-form'
import styles from './alta-page.module.css'

type Props = {
  socio: SocioForm
  onChange: (update: (socio: SocioForm) => SocioForm) => void
}

/** Step 4 'Contacto': how the club reaches the member, and the app's password. */
export function PasoContacto({ socio, onChange }: Props) {
  const whatsappId = useId()
  const field = fieldBinder(socio, onChange)
  return (
    <fieldset className={styles.fieldset}>
      <legend>Contacto</legend>
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <div className="field">
        <label htmlFor={whatsappId}>WhatsApp</label>
        <div className={styles.prefixed}>
          <span className={styles.prefix} aria-hidden="true">
            +54
          </span>
          <input
            id={whatsappId}
            className="input"
            inputMode="tel"
            aria-describedby={`${whatsappId}-hint`}
            {...field('whatsapp')}
          />
        </div>
        <p id={`${whatsappId}-hint`} className={styles.muted}>
          +54, código de área sin 0 y número sin 15 (por ejemplo 2954 123456).
        </p>
      </div>
      <TextField label="Domicilio" autoComplete="off" {...field('domicilio')} />
      <PasswordField
        label="Contraseña"
        autoComplete="new-password"
        required
        {...field('password')}
      />
    </fieldset>
  )
}
