import { createFileRoute } from '@tanstack/react-router'
import { SocioEditForm } from '@/features/socios/components/socio-edit-form'
import { SocioNoEncontrado } from '@/features/socios/components/socio-no-encontrado'
import { useDocumentTitle } from '@/lib/document-title'
import { socioIdParams } from '@/lib/route-params'
import { socioLoader } from '../../-components/socio-route'

export const Route = createFileRoute('/_dashboard/admin/socios/$id/editar')({
  params: socioIdParams('id'),
  loader: socioLoader('id'),
  component: Page,
  notFoundComponent: SocioNoEncontrado,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle(`Editar socio ${id}`)
  return <SocioEditForm id={id} />
}
