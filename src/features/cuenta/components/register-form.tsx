import { useState, type FormEvent } from 'react'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { PasswordField } from '@/components/ui/form/password-field'
import { TextField } from '@/components/ui/form/text-field'
import { useFieldErrors } from '@/components/ui/form/use-field-errors'
import { signupSchema, type Preregistered } from '@/domain/cuenta/auth'
import { errorMessage, HTTPError } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useAppRunning } from '@/lib/offline/use-app-running'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useSignup } from '../api/session-mutations'
import { setPreregistered } from '../hooks/use-preregistered'
import { EmailField } from './email-field'
import { OfflineNotice } from './offline-notice'

type Props = {
  preregistered: Preregistered | null
  /** The self-registration screen asks the password once (docs/product.md#self-registration). */
  confirmPassword?: boolean
  submitLabel: string
  onRegistered: () => void
  children?: React.ReactNode
}

/** The register form (docs/product.md#sign-in-screen); Google's preregistered profile fills it. */
export function RegisterForm({
  preregistered,
  confirmPassword = true,
  submitLabel,
  onRegistered,
  children,
}: Props) {
  const [form, setForm] = useState({
    email: preregistered?.email ?? '',
    nombre: preregistered?.nombre ?? '',
    apellido: preregistered?.apellido ?? '',
    password: '',
    confirmPassword: '',
  })
  const { errors, check } = useFieldErrors()
  // A profile that arrives from Google later fills the fields it brings.
  const [prefilledFrom, setPrefilledFrom] = useState(preregistered)
  if (preregistered && preregistered !== prefilledFrom) {
    setPrefilledFrom(preregistered)
    const { email, nombre, apellido } = preregistered
    setForm((current) => ({ ...current, email, nombre, apellido }))
  }
  const online = useOnlineStatus()
  const running = useAppRunning()
  const signup = useSignup()
  const field = fieldBinder(form, setForm, errors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const input = {
      ...form,
      confirmPassword: confirmPassword ? form.confirmPassword : form.password,
      ...(preregistered ? { googleId: preregistered.googleId } : {}),
    }
    if (!check(signupSchema, input)) return
    try {
      await signup.mutateAsync(input)
      setPreregistered(null)
      notify('success', 'Te registraste!', { duration: 2000 })
      onRegistered()
    } catch (error) {
      // A Google link that expired or is already used: forget it, the form stays filled.
      if (
        preregistered &&
        error instanceof HTTPError &&
        [400, 409].includes(error.response.status)
      ) {
        setPreregistered(null)
      }
      notify('error', await errorMessage(error, 'Error al completar el registro'))
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Registrarse">
      {/* With Google, the account gets the email Google verified (docs/decisions/0015). */}
      <EmailField {...field('email')} readOnly={preregistered !== null} />
      <TextField
        label="Nombre"
        name="nombre"
        autoComplete="given-name"
        required
        {...field('nombre')}
      />
      <TextField
        label="Apellido"
        name="apellido"
        autoComplete="family-name"
        required
        {...field('apellido')}
      />
      <PasswordField
        label="Contraseña"
        name="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      {confirmPassword && (
        <PasswordField
          label="Repetí la contraseña"
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
      )}
      {!online && <OfflineNotice />}
      <div className="form-actions">
        {children}
        <button type="submit" className="button" disabled={!running || signup.isPending || !online}>
          {signup.isPending ? 'Enviando…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
