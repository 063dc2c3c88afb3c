import { createFileRoute, useNavigate } from '@tanstack/react-router'
import {
  cuotasAdminUrlSchema,
  deudoresDe,
  type CuotasAdminFiltros,
} from '@/domain/cuotas/cuotas-filtros'
import { LEVEL } from '@/domain/user'
import { CuotasAdminPage } from '@/features/cuotas/components/cuotas-admin-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'

export const Route = createFileRoute('/_dashboard/admin/cuotas/')({
  validateSearch: cuotasAdminUrlSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    // Imported here: a loader stays in the entry chunk, the fees' API need not.
    const [{ resumenQueryOptions }, { deudoresQueryOptions }, { periodoActual }] =
      await Promise.all([
        import('@/features/cuotas/api/get-resumen'),
        import('@/features/cuotas/api/get-deudores'),
        import('@/domain/cuotas/cuotas'),
      ])
    await Promise.all([
      context.queryClient.ensureQueryData(resumenQueryOptions(deps.periodo || periodoActual())),
      context.queryClient.ensureQueryData(deudoresQueryOptions(deudoresDe(deps))),
    ])
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Cuotas')
  const filtros = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = (changes: Partial<CuotasAdminFiltros>) =>
    void navigate({
      search: (prev) => ({ ...prev, ...changes }),
      replace: 'search' in changes || 'periodo' in changes,
    })
  return <CuotasAdminPage filtros={filtros} onChange={onChange} />
}
