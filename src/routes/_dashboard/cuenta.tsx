import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RouteGuard } from '../-components/route-guard'
import { LEVEL } from '@/domain/user'

// No beforeLoad: the member's pages start loading while the cache is restored (the card
// opens offline within its budget); the guard shows a spinner until the session is known.
export const Route = createFileRoute('/_dashboard/cuenta')({ component: MemberSection })

function MemberSection() {
  return (
    <RouteGuard rule={{ level: LEVEL.registrado }}>
      <Outlet />
    </RouteGuard>
  )
}
