import { useId } from 'react'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { PasswordField } from '@/components/ui/form/password-field'
import { TextField } from '@/components/ui/form/text-field'
import section from '@/components/ui/form/form-section.module.css'
import { erroresDe, type SocioForm } from '../utils/alta-form'
import styles from './alta-page.module.css'

type Props = {
  socio: SocioForm
  /** The step's unmet rules once it was left (`erroresDelPaso`). */
  errores: Record<string, string>
  onChange: (update: (socio: SocioForm) => SocioForm) => void
}

/** Step 4 'Contacto': how the club reaches the member, and the app's password. */
export function PasoContacto({ socio, errores, onChange }: Props) {
  const whatsappId = useId()
  const field = fieldBinder(socio, onChange, erroresDe(errores, 'socio.'))
  const { error: whatsappError, ...whatsapp } = field('whatsapp')
  return (
    <fieldset className={section.fieldset}>
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
            aria-invalid={whatsappError ? true : undefined}
            aria-describedby={
              whatsappError ? `${whatsappId}-error ${whatsappId}-hint` : `${whatsappId}-hint`
            }
            {...whatsapp}
          />
        </div>
        {whatsappError && (
          <p id={`${whatsappId}-error`} className="field-error">
            {whatsappError}
          </p>
        )}
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
