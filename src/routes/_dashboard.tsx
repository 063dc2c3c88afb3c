import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SessionTopBar } from '@/components/layout/session-top-bar'
import { Sidebar } from '@/components/layout/sidebar'
import { useSession } from '@/lib/session'
import { useLogout } from '@/lib/use-logout'
import styles from './-components/dashboard.module.css'

export const Route = createFileRoute('/_dashboard')({ component: DashboardLayout })

function DashboardLayout() {
  const { data: user } = useSession()
  const onLogout = useLogout()
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
