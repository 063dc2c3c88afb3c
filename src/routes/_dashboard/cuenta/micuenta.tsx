import { createFileRoute } from '@tanstack/react-router'
import { MisActividades } from '@/features/actividades/components/mis-actividades'
import { AccountHome } from '@/features/cuenta/components/account-home'
import { PushWidget } from '@/features/push/components/push-widget'
import { useDocumentTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session/session'

export const Route = createFileRoute('/_dashboard/cuenta/micuenta')({ component: Page })

function Page() {
  useDocumentTitle('Mi Cuenta')
  // The section's guard renders this only with a session.
  const { data: user } = useSession()
  if (!user) return null
  const actividades = user.socio_id !== null && <MisActividades socioId={user.socio_id} />
  return <AccountHome user={user} notificaciones={<PushWidget />} actividades={actividades} />
}
