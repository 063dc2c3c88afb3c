import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { ReciboPage } from '@/features/cuotas/components/recibo-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

export const Route = createFileRoute('/_dashboard/admin/cuotas/recibo/$id')({
  params: socioIdParams('id'),
  loader: async ({ context, params }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const { reciboQueryOptions } = await import('@/features/cuotas/api/get-recibo')
    // A receipt that is not there is the page's own message, not the error page.
    await context.queryClient.ensureQueryData(reciboQueryOptions(params.id)).catch(() => undefined)
  },
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle('Recibo')
  return <ReciboPage id={id} area="admin" />
}
