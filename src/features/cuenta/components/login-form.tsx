import { useState, type FormEvent } from 'react'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { PasswordField } from '@/components/ui/form/password-field'
import { useFieldErrors } from '@/components/ui/form/use-field-errors'
import { loginSchema } from '@/domain/cuenta/auth'
import { errorMessage } from '@/lib/http'
import { useAppRunning } from '@/lib/offline/use-app-running'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useLogin } from '../api/session-mutations'
import { notifySignedIn, notifySignInFailed } from '../utils/sign-in-toasts'
import { EmailField } from './email-field'
import { OfflineNotice } from './offline-notice'

/**
 * Email and password sign-in (docs/product.md#sign-in-screen); the typed data stays on any error.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form, setForm] = useState({ email: '', password: '' })
  const { errors, check } = useFieldErrors()
  const online = useOnlineStatus()
  const running = useAppRunning()
  const login = useLogin()
  const field = fieldBinder(form, setForm, errors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!check(loginSchema, form)) return
    try {
      await login.mutateAsync(form)
      notifySignedIn()
      onSignedIn()
    } catch (error) {
      notifySignInFailed(await errorMessage(error, 'No se pudo ingresar'))
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Ingresar">
      <EmailField {...field('email')} />
      <PasswordField
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      {!online && <OfflineNotice />}
      <button type="submit" className="button" disabled={!running || login.isPending || !online}>
        {login.isPending ? 'Ingresando…' : 'Ingresar'}
      </button>
    </form>
  )
}
