import { createFileRoute, useNavigate } from '@tanstack/react-router'
import {
  auditoriaFiltrosUrlSchema,
  rangoInvalido,
  type AuditoriaFiltros,
} from '@/domain/auditoria/auditoria'
import { LEVEL } from '@/domain/user'
import { RegistroPage } from '@/features/auditoria/components/auditoria-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'

export const Route = createFileRoute('/_dashboard/admin/registro-actividad')({
  validateSearch: auditoriaFiltrosUrlSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador }) || rangoInvalido(deps)) {
      return
    }
    // Imported here: a loader stays in the entry chunk, the log's API need not.
    const { auditoriaQueryOptions } = await import('@/features/auditoria/api/get-auditoria')
    await context.queryClient.ensureQueryData(auditoriaQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Registro de actividad')
  const filtros = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = (changes: Partial<AuditoriaFiltros>) =>
    void navigate({ search: (prev) => ({ ...prev, ...changes }), replace: 'actor' in changes })
  return <RegistroPage filtros={filtros} onChange={onChange} />
}
