import { Link } from '@tanstack/react-router'
import type { UserData } from '@/domain/user'
import styles from './top-bar.module.css'

type Props = {
  clubName: string
  crest: string
  user: UserData | null
  /** Over the home hero: transparent, white text. */
  overlay?: boolean
  /** Signed in: 'Salir' signs out on this device. */
  onLogout?: () => void
}

/**
 * Public top bar (docs/product.md#top-bar): the crest, 'Información', 'Asociate' for level 0,
 * and the account: 'Mi cuenta' and 'Salir' signed in, else 'Soy socio'.
 */
export function TopBar({ clubName, crest, user, overlay = false, onLogout }: Props) {
  return (
    <header className={overlay ? `${styles.bar} ${styles.overlay}` : styles.bar}>
      <Link to="/" className={styles.brand} activeOptions={{ exact: true }}>
        <img src={crest} alt="" width={36} height={36} />
        <span>{clubName}</span>
      </Link>
      <nav aria-label="Principal" className={styles.nav}>
        <Link to="/socios/preguntas" className={styles.link}>
          Información
        </Link>
        {user?.level === 0 && (
          <Link to="/socios/asociarse" className={`${styles.link} ${styles.secondary}`}>
            Asociate
          </Link>
        )}
        {user ? (
          <>
            <Link to="/cuenta/micuenta" className={`button button-accent ${styles.action}`}>
              Mi cuenta
            </Link>
            {onLogout && (
              <button
                type="button"
                className={`${styles.link} ${styles.logout}`}
                onClick={onLogout}
              >
                Salir
              </button>
            )}
          </>
        ) : (
          <Link to="/auth/identificarse" className={`button button-accent ${styles.action}`}>
            Soy socio
          </Link>
        )}
      </nav>
    </header>
  )
}
