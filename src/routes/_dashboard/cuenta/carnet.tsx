import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { CarnetPage } from '@/features/carnet/components/carnet-page'
import { useDocumentTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session/session'
import { RouteGuard } from '../../-components/route-guard'

// No loader: the card renders from the persisted cache first, so it opens without network.
export const Route = createFileRoute('/_dashboard/cuenta/carnet')({ component: Page })

function Page() {
  useDocumentTitle('Carnet Digital')
  const { data: user } = useSession()
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      {user?.socio_id != null ? (
        <CarnetPage socioId={user.socio_id} />
      ) : (
        <main className="page">
          <h1>Carnet Digital</h1>
          <p className="card">
            Tu cuenta todavía no tiene un carnet asociado. Acercate a la secretaría del club.
          </p>
        </main>
      )}
    </RouteGuard>
  )
}
