import { createFileRoute } from '@tanstack/react-router'
import { SocioCuotas } from '@/features/cuotas/components/socio-cuotas'
import { SocioDetail } from '@/features/members/components/socio-detail'
import { useDocumentTitle } from '@/lib/document-title'
import { socioIdParams } from '@/lib/route-params'
import { socioLoader } from '../-components/socio-route'

export const Route = createFileRoute('/_dashboard/admin/socio/$socio_id')({
  params: socioIdParams('socio_id'),
  loader: socioLoader('socio_id'),
  component: Page,
})

function Page() {
  const { socio_id } = Route.useParams()
  useDocumentTitle(`Socio ${socio_id}`)
  return <SocioDetail id={socio_id} cuotas={<SocioCuotas socioId={socio_id} />} />
}
