import { Link, useLocation } from '@tanstack/react-router'
import type { UserData } from '@/domain/user'
import { currentDestination, memberDestinations, type NavItem } from './member-nav-items'
import styles from './member-nav.module.css'
import { NavIcon } from './nav-icon'

/** One destination; `aria-current="page"` on the screen's own entry, nested screens too. */
function Destination({
  item,
  current,
  className,
}: {
  item: NavItem
  current: boolean
  className: string | undefined
}) {
  return (
    <Link
      to={item.to}
      className={className}
      // The router marks only exact matches; the member area marks sections itself.
      activeOptions={{ exact: true }}
      aria-current={current ? 'page' : undefined}
    >
      <span className={styles.icon}>
        <NavIcon name={item.icon} />
      </span>
      <span>{item.label}</span>
    </Link>
  )
}

function useCurrent(items: NavItem[]): NavItem | undefined {
  const pathname = useLocation({ select: (location) => location.pathname })
  return currentDestination(items, pathname)
}

type SidebarProps = {
  user: UserData
  /** Ends every session of the account, then signs out here. */
  onLogoutEverywhere: () => void
}

/**
 * The desktop sidebar (56rem and wider, docs/product.md#member-area-navigation): the member's
 * destinations, the staff's set apart, and 'Cerrar sesión en todos los dispositivos'. Long
 * entries wrap. Hidden on phones, where the tab bar takes its place.
 */
export function MemberSidebar({ user, onLogoutEverywhere }: SidebarProps) {
  const items = memberDestinations(user, 'sidebar')
  const current = useCurrent(items)
  const groups = [items.filter((item) => !item.staff), items.filter((item) => item.staff)]
  return (
    <nav aria-label="Mi cuenta" className={styles.sidebar}>
      {groups
        .filter((group) => group.length > 0)
        .map((group) => (
          <ul key={group[0]!.to} className={styles.list}>
            {group.map((item) => (
              <li key={item.to}>
                <Destination item={item} current={item === current} className={styles.item} />
              </li>
            ))}
          </ul>
        ))}
      <ul className={`${styles.list} ${styles.account}`}>
        <li>
          <button type="button" className={styles.item} onClick={onLogoutEverywhere}>
            <span className={styles.icon}>
              <NavIcon name="salir-todos" />
            </span>
            <span>Cerrar sesión en todos los dispositivos</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}

/**
 * The phone's tab bar (narrower than 56rem, docs/product.md#member-area-navigation): at most
 * four destinations side by side at the bottom, never scrolling sideways.
 */
export function MemberTabBar({ user }: { user: UserData }) {
  const items = memberDestinations(user, 'tabs')
  const current = useCurrent(items)
  return (
    <nav aria-label="Mi cuenta" className={styles.tabBar}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Destination item={item} current={item === current} className={styles.tab} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
