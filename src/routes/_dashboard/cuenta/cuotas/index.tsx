import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { MisCuotasPage } from '@/features/cuotas/components/mis-cuotas-page'
import { useDocumentTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session/session'
import { RouteGuard } from '../../../-components/route-guard'

// No loader: like the card, the member's cuotas render from the persisted cache first, so
// the page opens without network (docs/product.md#estado-de-cuotas).
export const Route = createFileRoute('/_dashboard/cuenta/cuotas/')({ component: Page })

function Page() {
  useDocumentTitle('Estado de Cuotas')
  const { data: user } = useSession()
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      {user?.socio_id != null ? (
        <MisCuotasPage />
      ) : (
        <main className="page">
          <h1>Estado de Cuotas</h1>
          <p className="card">
            Tu cuenta todavía no tiene un socio asociado. Acercate a la secretaría del club.
          </p>
        </main>
      )}
    </RouteGuard>
  )
}
