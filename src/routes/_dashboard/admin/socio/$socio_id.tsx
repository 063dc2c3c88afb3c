import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { socioQueryOptions } from '@/features/members/api/get-socio'
import { SocioDetail } from '@/features/members/components/socio-detail'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socio/$socio_id')({
  params: socioIdParams('socio_id'),
  loader: ({ context, params }) =>
    mayLoad(context.queryClient, { level: LEVEL.administrador })
      ? context.queryClient.ensureQueryData(socioQueryOptions(params.socio_id))
      : undefined,
  component: Page,
})

function Page() {
  const { socio_id } = Route.useParams()
  useDocumentTitle(`Socio ${socio_id}`)
  return <SocioDetail id={socio_id} />
}
