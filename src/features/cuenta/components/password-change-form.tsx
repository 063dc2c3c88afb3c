import { useState, type FormEvent } from 'react'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { NewPasswordFields } from '@/components/ui/form/new-password-fields'
import { PasswordField } from '@/components/ui/form/password-field'
import { SubmitActions } from '@/components/ui/form/submit-actions'
import { useFieldErrors } from '@/components/ui/form/use-field-errors'
import { passwordChangeFormSchema } from '@/domain/cuenta/auth'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useChangePassword } from '../api/change-password'

const EMPTY = { actual: '', nueva: '', confirmacion: '' }

/**
 * 'Cambiar contraseña' in 'Mi Cuenta' (docs/product.md#mi-cuenta): what was typed stays on
 * any error; the fields empty once it is changed.
 */
export function PasswordChangeForm() {
  const [form, setForm] = useState(EMPTY)
  const { errors, check } = useFieldErrors()
  const online = useOnlineStatus()
  const change = useChangePassword()
  const field = fieldBinder(form, setForm, errors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!check(passwordChangeFormSchema, form)) return
    try {
      await change.mutateAsync({ actual: form.actual, nueva: form.nueva })
      setForm(EMPTY)
      notify('success', 'Cambiaste tu contraseña')
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo cambiar la contraseña'))
    }
  }

  return (
    <section className="card" aria-labelledby="cambiar-clave">
      <h2 id="cambiar-clave">Cambiar contraseña</h2>
      <p>Al cambiarla se cierra tu sesión en los demás dispositivos.</p>
      <form className="form" onSubmit={submit} noValidate aria-label="Cambiar contraseña">
        <PasswordField
          label="Contraseña actual"
          name="actual"
          autoComplete="current-password"
          required
          {...field('actual')}
        />
        <NewPasswordFields field={field} />
        {!online && (
          <p className="form-notice" role="status">
            Sin conexión a internet. Conectate para cambiar tu contraseña.
          </p>
        )}
        <SubmitActions pending={change.isPending} busy="Guardando…" disabled={!online}>
          Cambiar contraseña
        </SubmitActions>
      </form>
    </section>
  )
}
