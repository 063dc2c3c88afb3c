import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { gruposUrlSchema, type GruposFiltros } from '@/domain/grupos/grupos-filtros'
import { LEVEL } from '@/domain/user'
import { GruposPage } from '@/features/grupos/components/grupos-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'

export const Route = createFileRoute('/_dashboard/admin/grupos-familiares/')({
  validateSearch: gruposUrlSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    // Imported here: a loader stays in the entry chunk, the groups' API need not.
    const { gruposQueryOptions } = await import('@/features/grupos/api/get-grupos')
    await context.queryClient.ensureQueryData(gruposQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Grupos Familiares')
  const filtros = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = (changes: Partial<GruposFiltros>) =>
    void navigate({ search: (prev) => ({ ...prev, ...changes }), replace: 'search' in changes })
  return <GruposPage filtros={filtros} onChange={onChange} />
}
