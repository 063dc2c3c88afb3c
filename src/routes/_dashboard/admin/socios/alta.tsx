import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { socioKeys } from '@/entities/socio/socio-keys'
import { AltaPage } from '@/features/alta/components/alta-page'
import { altaUrlSchema } from '@/features/alta/utils/alta-url'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/socios/alta')({
  validateSearch: altaUrlSchema,
  component: Page,
})

function Page() {
  useDocumentTitle('Alta de Socio')
  const queryClient = useQueryClient()
  const navigate = useNavigate({ from: Route.fullPath })
  const { paso } = Route.useSearch()
  return (
    <AltaPage
      paso={paso}
      // Each step is a history entry: Back goes to the previous step (docs/product.md#steps).
      onPaso={(next, replace) =>
        void navigate({ search: { paso: next === 'datos' ? undefined : next }, replace })
      }
      onRegistered={(socio) => {
        void queryClient.invalidateQueries({ queryKey: socioKeys.lists() })
        void navigate({ to: '/admin/socios/$id', params: { id: socio.id } })
      }}
    />
  )
}
