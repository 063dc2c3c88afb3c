import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { enviosUrlSchema } from '@/domain/push/push-envio'
import { LEVEL } from '@/domain/user'
import { EnvioPage } from '@/features/push/components/envio-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'

export const Route = createFileRoute('/_dashboard/admin/notificaciones')({
  validateSearch: enviosUrlSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    // Imported here: a loader stays in the entry chunk, the log's API need not.
    const { enviosQueryOptions } = await import('@/features/push/api/get-envios')
    await context.queryClient.ensureQueryData(enviosQueryOptions(deps.page))
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Notificaciones')
  const { page } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <EnvioPage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
}
