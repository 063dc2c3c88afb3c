import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socio/$socio_id')({
  params: socioIdParams('socio_id'),
  component: SocioDetail,
})

function SocioDetail() {
  const { socio_id } = Route.useParams()
  return <SectionPlaceholder title={`Socio ${socio_id}`} />
}
