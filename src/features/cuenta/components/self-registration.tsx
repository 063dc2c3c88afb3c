import { Link } from '@tanstack/react-router'
import { setPreregistered, usePreregistered } from '../hooks/use-preregistered'
import { RegisterForm } from './register-form'

/**
 * The 'Registrarse' screen (docs/product.md#self-registration): 'Descartar' forgets
 * Google's profile.
 */
export function SelfRegistration({ onRegistered }: { onRegistered: () => void }) {
  const preregistered = usePreregistered()
  return (
    <div className="card" style={{ maxWidth: '28rem', margin: '0 auto' }}>
      <RegisterForm
        preregistered={preregistered}
        confirmPassword={false}
        submitLabel="Listo"
        onRegistered={onRegistered}
      >
        <Link
          to="/auth/identificarse"
          className="button button-secondary"
          onClick={() => setPreregistered(null)}
        >
          Descartar
        </Link>
      </RegisterForm>
    </div>
  )
}
