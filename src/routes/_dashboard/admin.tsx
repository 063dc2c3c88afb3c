import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router'
import { RouteGuard } from '../-components/route-guard'
import { LEVEL } from '@/domain/user'
import { loadSession } from '@/lib/session/session'

export const Route = createFileRoute('/_dashboard/admin')({
  // Knowing the session before rendering avoids a flash of the sign-in screen.
  beforeLoad: ({ context }) => loadSession(context.queryClient),
  component: AdminSection,
})

const ADMINISTRADORES = { level: LEVEL.administrador }

function AdminSection() {
  // A page may open itself to more people (the gatekeepers' department, on the control page).
  const access = useMatches({ select: (matches) => matches.at(-1)?.staticData.access })
  return (
    <RouteGuard rule={access ?? ADMINISTRADORES}>
      <Outlet />
    </RouteGuard>
  )
}
