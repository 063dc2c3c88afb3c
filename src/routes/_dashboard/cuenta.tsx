import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RouteGuard } from '@/components/layout/route-guard'
import { LEVEL } from '@/domain/user'

export const Route = createFileRoute('/_dashboard/cuenta')({ component: MemberSection })

function MemberSection() {
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      <Outlet />
    </RouteGuard>
  )
}
