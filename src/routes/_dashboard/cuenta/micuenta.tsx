import { createFileRoute } from '@tanstack/react-router'
import { AccountHome } from '@/features/cuenta/components/account-home'
import { PushWidget } from '@/features/push/components/push-widget'
import { useDocumentTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session/session'

export const Route = createFileRoute('/_dashboard/cuenta/micuenta')({ component: Page })

function Page() {
  useDocumentTitle('Mi Cuenta')
  // The section's guard renders this only with a session.
  const { data: user } = useSession()
  return user ? <AccountHome user={user} notificaciones={<PushWidget />} /> : null
}
