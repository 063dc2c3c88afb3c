import { Link } from '@tanstack/react-router'
import type { UserData } from '@/domain/user'
import styles from './top-bar.module.css'

type Props = {
  clubName: string
  crest: string
  user: UserData | null
  onLogout: () => void
  /** Over the home hero: transparent, white text. */
  overlay?: boolean
}

/** Public top bar (docs/product.md#top-bar): logged out, level 0 and logged-in states. */
export function TopBar({ clubName, crest, user, onLogout, overlay = false }: Props) {
  return (
    <header className={overlay ? `${styles.bar} ${styles.overlay}` : styles.bar}>
      <Link to="/" className={styles.brand}>
        <img src={crest} alt="" width={36} height={36} />
        <span>{clubName}</span>
      </Link>
      <nav aria-label="Principal" className={styles.nav}>
        <Link to="/socios/preguntas" className={styles.link}>
          Información
        </Link>
        {user?.level === 0 && (
          <Link to="/socios/asociarse" className={styles.link}>
            Asociate
          </Link>
        )}
        {user ? (
          <>
            <Link to="/cuenta/micuenta" className="button button-accent">
              Mi cuenta
            </Link>
            <button type="button" className="button button-outline" onClick={onLogout}>
              Salir
            </button>
          </>
        ) : (
          <Link to="/auth/identificarse" className="button button-accent">
            Soy socio
          </Link>
        )}
      </nav>
    </header>
  )
}
