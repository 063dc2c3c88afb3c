import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SessionTopBar } from '@/components/layout/session-top-bar'

export const Route = createFileRoute('/_dashboard')({ component: DashboardLayout })

function DashboardLayout() {
  return (
    <>
      <SessionTopBar />
      <Outlet />
    </>
  )
}
