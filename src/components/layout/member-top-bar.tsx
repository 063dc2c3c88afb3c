import { Link } from '@tanstack/react-router'
import { useClubSettings } from '@/lib/club-settings'
import styles from './top-bar.module.css'

/**
 * The member area's top bar (docs/product.md#member-area-navigation): the crest and the club's
 * name, and one action, 'Cerrar Sesión' (this device). The destinations are in the tab bar or the sidebar.
 */
export function MemberTopBar({ onLogout }: { onLogout: () => void }) {
  const club = useClubSettings()
  return (
    <header className={styles.bar}>
      <Link to="/" className={`${styles.brand} ${styles.named}`} activeOptions={{ exact: true }}>
        <img src={club.escudo} alt="" width={36} height={36} />
        <span>{club.nombreCorto}</span>
      </Link>
      <button type="button" className={`button button-outline ${styles.action}`} onClick={onLogout}>
        Cerrar Sesión
      </button>
    </header>
  )
}
