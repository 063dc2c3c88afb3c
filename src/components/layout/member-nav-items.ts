import { PORTERIA } from '@/domain/porteria/gate-access'
import { hasCard } from '@/domain/carnet/carnet'
import { canAccess, LEVEL, type UserData } from '@/domain/user'

export type NavIconName =
  'cuenta' | 'carnet' | 'cuotas' | 'beneficios' | 'control' | 'administracion' | 'configuracion'

export type NavItem = {
  label: string
  to:
    | '/cuenta/micuenta'
    | '/cuenta/carnet'
    | '/cuenta/cuotas'
    | '/beneficios/beneficios'
    | '/admin/control'
    | '/admin/menu'
    | '/admin/configuracion'
  /** The screens the entry stands for: this path and every path below it. */
  section: string
  icon: NavIconName
  /** Staff entries come after the member's own, set apart in the sidebar. */
  staff: boolean
}

/** The phone's tab bar holds at most this many entries side by side. */
const MAX_TABS = 4

/**
 * The member area's destinations for a person (docs/product.md#member-area-navigation). On the
 * phone's tab bar the administration is one entry standing for every /admin screen, and
 * 'Beneficios' gives its place to a staff entry when there would be more than four (Mi Cuenta
 * links to it); the desktop sidebar lists everything, 'Configuración' too.
 */
export function memberDestinations(user: UserData, layout: 'tabs' | 'sidebar'): NavItem[] {
  const admin = user.level >= LEVEL.administrador
  const member = hasCard(user)
  const items: (NavItem | false)[] = [
    entry('Mi Cuenta', '/cuenta/micuenta', '/cuenta/micuenta', 'cuenta'),
    member && entry('Carnet Digital', '/cuenta/carnet', '/cuenta/carnet', 'carnet'),
    member && entry('Estado de Cuotas', '/cuenta/cuotas', '/cuenta/cuotas', 'cuotas'),
    user.level >= LEVEL.socio &&
      entry('Beneficios', '/beneficios/beneficios', '/beneficios', 'beneficios'),
    // Gatekeepers who are not administrators: their one staff screen.
    !admin &&
      canAccess(user, PORTERIA) &&
      entry('Control de Socios', '/admin/control', '/admin/control', 'control', true),
    admin && entry('Administración', '/admin/menu', '/admin', 'administracion', true),
    admin &&
      layout === 'sidebar' &&
      entry('Configuración', '/admin/configuracion', '/admin/configuracion', 'configuracion', true),
  ]
  const shown = items.filter((item) => item !== false)
  return layout === 'tabs' && shown.length > MAX_TABS
    ? shown.filter((item) => item.to !== '/beneficios/beneficios')
    : shown
}

function entry(
  label: string,
  to: NavItem['to'],
  section: string,
  icon: NavIconName,
  staff = false,
): NavItem {
  return { label, to, section, icon, staff }
}

/**
 * The entry of the screen at `pathname`: the one whose section holds it most closely, so a
 * member's detail under /admin marks 'Administración' and /admin/configuracion marks
 * 'Configuración' where it is listed.
 */
export function currentDestination(items: NavItem[], pathname: string): NavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return items
    .filter((item) => path === item.section || path.startsWith(`${item.section}/`))
    .sort((a, b) => b.section.length - a.section.length)[0]
}
