import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useCallback } from 'react'
import { SessionTopBar } from '@/components/layout/session-top-bar'
import { Sidebar } from '@/components/layout/sidebar'
import { LEVEL } from '@/domain/user'
import { socioKeys } from '@/entities/socio/socio-keys'
import { altaOutbox } from '@/features/registration/api/alta-outbox'
import { useSession } from '@/lib/session'
import { useLogout } from '@/lib/use-logout'
import { useOutboxReplay } from '@/lib/use-outbox'
import styles from './-components/dashboard.module.css'

export const Route = createFileRoute('/_dashboard')({ component: DashboardLayout })

/** What the dashboard queues without connection, and the texts of its deliveries. */
const OUTBOX_KINDS = [altaOutbox]

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
  return (
    <>
      <SessionTopBar />
      <div className={user ? styles.withSidebar : undefined}>
        {user && <Sidebar user={user} onLogout={() => void onLogout()} />}
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </>
  )
}
