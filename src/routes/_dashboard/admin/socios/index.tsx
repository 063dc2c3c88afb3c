import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { socioFiltrosUrlSchema, type SocioFiltros } from '@/domain/socios/socios-filtros'
import { LEVEL } from '@/domain/user'
import { useTodasLasActividades } from '@/features/actividades/api/get-actividades'
import { SociosPage } from '@/features/socios/components/socios-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'

export const Route = createFileRoute('/_dashboard/admin/socios/')({
  validateSearch: socioFiltrosUrlSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    // Imported here: a loader stays in the entry chunk, the members' API need not.
    const [{ sociosQueryOptions }, { todasQueryOptions }] = await Promise.all([
      import('@/features/socios/api/get-socios'),
      import('@/features/actividades/api/get-actividades'),
    ])
    await Promise.all([
      context.queryClient.ensureQueryData(sociosQueryOptions(deps)),
      // Without the activities the list still opens, unfiltered by them.
      context.queryClient.ensureQueryData(todasQueryOptions()).catch(() => undefined),
    ])
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Gestión de Socios')
  const filtros = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = (changes: Partial<SocioFiltros>) =>
    void navigate({ search: (prev) => ({ ...prev, ...changes }), replace: 'search' in changes })
  const actividades = useTodasLasActividades().data ?? []
  return <SociosPage filtros={filtros} onChange={onChange} actividades={actividades} />
}
