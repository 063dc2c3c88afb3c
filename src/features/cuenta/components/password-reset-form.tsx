import { useState, type FormEvent } from 'react'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { NewPasswordFields } from '@/components/ui/form/new-password-fields'
import { useFieldErrors } from '@/components/ui/form/use-field-errors'
import { passwordResetFormSchema } from '@/domain/cuenta/auth'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useResetPassword } from '../api/session-mutations'

/**
 * The new password of a reset link (docs/product.md#reset-link); signs in on success, and
 * what was typed stays on any error.
 */
export function PasswordResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [form, setForm] = useState({ nueva: '', confirmacion: '' })
  const { errors, check } = useFieldErrors()
  const online = useOnlineStatus()
  const reset = useResetPassword()
  const field = fieldBinder(form, setForm, errors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!check(passwordResetFormSchema, form)) return
    try {
      await reset.mutateAsync({ token, nueva: form.nueva })
      notify('success', 'Cambiaste tu contraseña')
      onDone()
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo cambiar la contraseña'))
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Nueva contraseña">
      <NewPasswordFields field={field} />
      {!online && (
        <p className="form-notice" role="status">
          Sin conexión a internet. Conectate para guardar tu contraseña.
        </p>
      )}
      <button type="submit" className="button" disabled={reset.isPending || !online}>
        {reset.isPending ? 'Guardando…' : 'Guardar contraseña'}
      </button>
    </form>
  )
}
