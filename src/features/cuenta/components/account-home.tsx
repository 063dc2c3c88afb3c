import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PORTERIA } from '@/domain/porteria/gate-access'
import { hasCard } from '@/domain/carnet/carnet'
import { canAccess, LEVEL, type UserData } from '@/domain/user'
import { useInstallPrompt } from '@/lib/install-prompt'
import { useLogout } from '@/lib/session/use-logout'
import styles from './account-home.module.css'
import { PasswordChangeForm } from './password-change-form'

/** The club's staff, by what they do: administrators, else the gate's department. */
function staffRole(user: UserData): string | null {
  if (user.level >= LEVEL.administrador) return 'Administrador'
  return canAccess(user, PORTERIA) ? 'Portería' : null
}

/**
 * 'Mi Cuenta' (docs/product.md#mi-cuenta): welcome, member number or, to staff, their name and
 * role, the card and benefits, 'Instalar App' when offered, and the password change. On
 * phones also 'Cerrar sesión en todos los dispositivos' (the sidebar has it on desktop).
 * `notificaciones` is the push widget and `actividades` the member's activities, which other
 * features own.
 */
export function AccountHome({
  user,
  notificaciones,
  actividades,
}: {
  user: UserData
  notificaciones?: ReactNode
  actividades?: ReactNode
}) {
  const { canInstall, install } = useInstallPrompt()
  const logout = useLogout()
  const nombre = user.persona?.apodo || user.persona?.nombre || user.email
  const rol = staffRole(user)
  return (
    <main className="page">
      <h1>Bienvenido, {nombre}</h1>
      {user.socio_id !== null && <p className={styles.socio}>Socio #{user.socio_id}</p>}
      {rol ? (
        <dl className={`card ${styles.cuenta}`}>
          <dt>Nombre</dt>
          <dd>{user.persona ? `${user.persona.nombre} ${user.persona.apellido}` : user.email}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Rol</dt>
          <dd>{rol}</dd>
        </dl>
      ) : (
        user.socio_id === null && (
          <p className="card">
            Todavía no sos socio del club. <Link to="/socios/asociarse">Asociate</Link>
          </p>
        )
      )}
      <div className={styles.actions}>
        {hasCard(user) && (
          <Link to="/cuenta/carnet" className="button">
            Ver mi carnet
          </Link>
        )}
        {hasCard(user) && (
          <Link to="/cuenta/dispositivos" className="button button-secondary">
            Mis dispositivos
          </Link>
        )}
        {user.level >= LEVEL.socio && (
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
      {actividades}
      {notificaciones}
      <div className={styles.password}>
        <PasswordChangeForm />
      </div>
      <div className={styles.sessions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void logout({ everywhere: true })}
        >
          Cerrar sesión en todos los dispositivos
        </button>
      </div>
    </main>
  )
}
