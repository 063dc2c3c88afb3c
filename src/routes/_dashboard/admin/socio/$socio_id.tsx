import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { socioIdParam } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/socio/$socio_id')({
  params: {
    parse: ({ socio_id }) => {
      const parsed = v.safeParse(socioIdParam, socio_id)
      if (!parsed.success) throw notFound()
      return { socio_id: parsed.output }
    },
    stringify: ({ socio_id }) => ({ socio_id: String(socio_id) }),
  },
  component: SocioDetail,
})

function SocioDetail() {
  const { socio_id } = Route.useParams()
  return <SectionPlaceholder title={`Socio ${socio_id}`} />
}
