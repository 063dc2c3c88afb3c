import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { SocioEditForm } from '@/features/members/components/socio-edit-form'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socios/$id/editar')({
  params: socioIdParams('id'),
  loader: async ({ context, params }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const { socioQueryOptions } = await import('@/features/members/api/get-socio')
    await context.queryClient.ensureQueryData(socioQueryOptions(params.id))
  },
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle(`Editar socio ${id}`)
  return <SocioEditForm id={id} />
}
