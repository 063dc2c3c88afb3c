import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socios/$id/')({
  params: socioIdParams('id'),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <SectionPlaceholder title={`Socio ${id}`} />
}
