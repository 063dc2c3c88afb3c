import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { socioIdParam } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socios/$id/')({
  params: {
    parse: ({ id }) => {
      const parsed = v.safeParse(socioIdParam, id)
      if (!parsed.success) throw notFound()
      return { id: parsed.output }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <SectionPlaceholder title={`Socio ${id}`} />
}
