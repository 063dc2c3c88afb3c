import { Link } from '@tanstack/react-router'
import type { UserData } from '@/domain/user'
import styles from './sidebar.module.css'

type Item = { label: string; level: number; to?: string }

/**
 * Sidebar (docs/product.md#sidebar): an item shows when the user's level reaches it.
 * 'Administración' and 'Configuración' are for administrators (level 3 and above,
 * docs/architecture.md#roles).
 */
const ITEMS: Item[] = [
  { label: 'Mi Cuenta', level: 0, to: '/cuenta/micuenta' },
  { label: 'Carnet Digital', level: 1, to: '/cuenta/carnet' },
  { label: 'Estado de Cuotas', level: 1 },
  { label: 'Beneficios', level: 1, to: '/beneficios/beneficios' },
  { label: 'Administración', level: 3, to: '/admin/menu' },
  { label: 'Configuración', level: 3, to: '/admin/configuracion' },
]

export function Sidebar({ user, onLogout }: { user: UserData; onLogout: () => void }) {
  return (
    <nav aria-label="Mi cuenta" className={styles.sidebar}>
      <ul>
        {ITEMS.filter((item) => user.level >= item.level).map((item) => (
          <li key={item.label}>
            {item.to ? (
              <Link to={item.to} className={styles.item} activeProps={{ 'aria-current': 'page' }}>
                {item.label}
              </Link>
            ) : (
              <span className={`${styles.item} ${styles.disabled}`}>{item.label}</span>
            )}
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={onLogout}>
            Cerrar Sesión
          </button>
        </li>
      </ul>
    </nav>
  )
}
