import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useCallback } from 'react'
import { MemberSidebar, MemberTabBar } from '@/components/layout/member-nav'
import { MemberTopBar } from '@/components/layout/member-top-bar'
import { SessionTopBar } from '@/components/layout/session-top-bar'
import { LEVEL } from '@/domain/user'
import { socioKeys } from '@/entities/socio/socio-keys'
import { useDeviceRenewal } from '@/features/carnet/hooks/use-device-renewal'
import { altaOutbox } from '@/features/alta/api/alta-outbox'
import { useSession } from '@/lib/session/session'
import { useLogout } from '@/lib/session/use-logout'
import { useOutboxReplay } from '@/lib/offline/use-outbox'
import styles from './-components/dashboard.module.css'
import { useMemberPrefetch } from './-components/use-member-prefetch'

export const Route = createFileRoute('/_dashboard')({ component: DashboardLayout })

/** What the dashboard queues without connection, and the texts of its deliveries. */
const OUTBOX_KINDS = [altaOutbox]

/**
 * The member area (docs/product.md#member-area-navigation): signed in, a compact top bar with
 * 'Cerrar Sesión', the sidebar from 56rem and the tab bar below it; no floating WhatsApp button over
 * the working controls. Without a session the public bar, over the guard's sign-in screen.
 */
function DashboardLayout() {
  const { data: user } = useSession()
  const onLogout = useLogout()
  const queryClient = useQueryClient()
  // Registrations saved offline are delivered from whichever dashboard page is open.
  useOutboxReplay(
    (user?.level ?? 0) >= LEVEL.administrador,
    OUTBOX_KINDS,
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: socioKeys.lists() }),
      [queryClient],
    ),
  )
  // The card's certificate renews on any member screen, not only the card's.
  useDeviceRenewal(user?.socio_id)
  // The member's screens are kept ready offline, opened or not.
  useMemberPrefetch(user)
  // One shape signed in or not, so the page is not remounted by an in-place sign-in.
  return (
    <>
      {user ? <MemberTopBar onLogout={() => void onLogout()} /> : <SessionTopBar />}
      {user && (
        <MemberSidebar user={user} onLogoutEverywhere={() => void onLogout({ everywhere: true })} />
      )}
      <div className={user ? styles.withNav : undefined}>
        <Outlet />
      </div>
      {user && <MemberTabBar user={user} />}
    </>
  )
}
