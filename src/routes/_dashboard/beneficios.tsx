import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RouteGuard } from '../-components/route-guard'
import { LEVEL } from '@/domain/user'
import { loadSession } from '@/lib/session/session'

export const Route = createFileRoute('/_dashboard/beneficios')({
  // Knowing the session before rendering avoids a flash of the sign-in screen.
  beforeLoad: ({ context }) => loadSession(context.queryClient),
  component: MemberSection,
})

function MemberSection() {
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      <Outlet />
    </RouteGuard>
  )
}
