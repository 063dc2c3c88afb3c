import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PORTERIA } from '@/domain/porteria/gate-access'
import { KioskPage } from '@/features/porteria/components/kiosk-page'
import { useDocumentTitle } from '@/lib/document-title'
import { RouteGuard } from './-components/route-guard'

/** The entrance tablet, full screen and outside the dashboard: no navigation chrome. */
export const Route = createFileRoute('/porteria')({ component: Page })

function Page() {
  useDocumentTitle('Portería')
  const navigate = useNavigate()
  return (
    <RouteGuard rule={PORTERIA}>
      <KioskPage onExit={() => void navigate({ to: '/admin/control' })} />
    </RouteGuard>
  )
}
