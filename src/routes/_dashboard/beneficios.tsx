import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RouteGuard } from '@/components/layout/route-guard'
import { LEVEL } from '@/domain/user'

export const Route = createFileRoute('/_dashboard/beneficios')({ component: MemberSection })

function MemberSection() {
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      <Outlet />
    </RouteGuard>
  )
}
