import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { SocioDetail } from '@/features/members/components/socio-detail'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socio/$socio_id')({
  params: socioIdParams('socio_id'),
  loader: async ({ context, params }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const { socioQueryOptions } = await import('@/features/members/api/get-socio')
    await context.queryClient.ensureQueryData(socioQueryOptions(params.socio_id))
  },
  component: Page,
})

function Page() {
  const { socio_id } = Route.useParams()
  useDocumentTitle(`Socio ${socio_id}`)
  return <SocioDetail id={socio_id} />
}
