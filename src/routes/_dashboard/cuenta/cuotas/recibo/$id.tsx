import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { ReciboPage } from '@/features/cuotas/components/recibo-page'
import { useDocumentTitle } from '@/lib/document-title'
import { socioIdParams } from '@/lib/route-params'
import { RouteGuard } from '../../../../-components/route-guard'

// No loader: a receipt opened once opens again offline, from the persisted cache.
export const Route = createFileRoute('/_dashboard/cuenta/cuotas/recibo/$id')({
  params: socioIdParams('id'),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle('Recibo')
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      <ReciboPage id={id} area="socio" />
    </RouteGuard>
  )
}
