import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RouteGuard } from '@/components/layout/route-guard'
import { LEVEL } from '@/domain/user'

export const Route = createFileRoute('/_dashboard/admin')({ component: AdminSection })

function AdminSection() {
  return (
    <RouteGuard rule={{ level: LEVEL.administrador }}>
      <Outlet />
    </RouteGuard>
  )
}
