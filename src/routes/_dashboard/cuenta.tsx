import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RouteGuard } from '../-components/route-guard'
import { LEVEL } from '@/domain/user'
import { sessionQueryOptions } from '@/lib/session'

export const Route = createFileRoute('/_dashboard/cuenta')({
  // Knowing the session before rendering avoids a flash of the sign-in screen.
  beforeLoad: ({ context }) =>
    context.queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null),
  component: MemberSection,
})

function MemberSection() {
  return (
    <RouteGuard rule={{ level: LEVEL.registrado }}>
      <Outlet />
    </RouteGuard>
  )
}
