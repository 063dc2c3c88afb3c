import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { ActividadEditPage } from '@/features/actividades/components/actividad-pages'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/actividades/$id')({
  params: socioIdParams('id'),
  loader: async ({ context, params }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const api = await import('@/features/actividades/api/get-actividades')
    const inscripciones = await import('@/features/actividades/api/get-inscripciones')
    await Promise.all([
      context.queryClient.ensureQueryData(api.todasQueryOptions()),
      // An activity that is not there is the page's own message, not the error page.
      context.queryClient
        .ensureQueryData(inscripciones.inscripcionesQueryOptions(params.id))
        .catch(() => undefined),
    ])
  },
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle('Actividad')
  // Keyed: another activity's page starts afresh (its form, the number typed to enrol).
  return <ActividadEditPage key={id} id={id} />
}
