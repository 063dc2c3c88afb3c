import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { GrupoEditPage } from '@/features/grupos/components/grupo-edit-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/grupos-familiares/$id')({
  params: socioIdParams('id'),
  loader: async ({ context, params }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const { grupoQueryOptions } = await import('@/features/grupos/api/get-grupo')
    // A group that is not there is the page's own message, not the error page.
    await context.queryClient.ensureQueryData(grupoQueryOptions(params.id)).catch(() => undefined)
  },
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle('Grupo familiar')
  return <GrupoEditPage id={id} />
}
