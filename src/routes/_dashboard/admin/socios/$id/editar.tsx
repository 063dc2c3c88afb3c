import { createFileRoute } from '@tanstack/react-router'
import { SocioEditForm } from '@/features/members/components/socio-edit-form'
import { useDocumentTitle } from '@/lib/document-title'
import { socioRoute } from '../../-components/socio-route'

export const Route = createFileRoute('/_dashboard/admin/socios/$id/editar')({
  ...socioRoute('id'),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle(`Editar socio ${id}`)
  return <SocioEditForm id={id} />
}
