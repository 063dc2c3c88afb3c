import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { SessionTopBar } from '@/components/layout/session-top-bar'

export const Route = createFileRoute('/_public')({ component: PublicLayout })

function PublicLayout() {
  const { pathname } = useLocation()
  return (
    <>
      <SessionTopBar overlay={pathname === '/'} />
      <Outlet />
    </>
  )
}
