import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { SocioDetail } from '@/features/members/components/socio-detail'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socios/$id/')({
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
  useDocumentTitle(`Socio ${id}`)
  return <SocioDetail id={id} />
}
