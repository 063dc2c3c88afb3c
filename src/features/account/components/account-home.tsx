import { Link } from '@tanstack/react-router'
import type { UserData } from '@/domain/user'
import { useInstallPrompt } from '@/lib/install-prompt'
import styles from './account-home.module.css'

/**
 * 'Mi Cuenta' (docs/product.md#mi-cuenta): welcome, member number, and 'Instalar App' when offered.
 */
export function AccountHome({ user }: { user: UserData }) {
  const { canInstall, install } = useInstallPrompt()
  const nombre = user.persona?.apodo || user.persona?.nombre || user.email
  return (
    <main className="page">
      <h1>Bienvenido, {nombre}</h1>
      {user.socio_id !== null ? (
        <p className={styles.socio}>Socio #{user.socio_id}</p>
      ) : (
        <p className="card">
          Todavía no sos socio del club. <Link to="/socios/asociarse">Asociate</Link>
        </p>
      )}
      <div className={styles.actions}>
        {user.socio_id !== null && (
          <Link to="/cuenta/carnet" className="button">
            Ver mi carnet
          </Link>
        )}
        {user.level >= 1 && (
          <Link to="/beneficios/beneficios" className="button button-secondary">
            Beneficios
          </Link>
        )}
        {canInstall && (
          <button type="button" className="button button-accent" onClick={() => void install()}>
            Instalar App
          </button>
        )}
      </div>
    </main>
  )
}
