import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { socioKeys } from '@/entities/socio/socio-keys'
import { AltaPage } from '@/features/registration/components/alta-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/socios/alta')({ component: Page })

function Page() {
  useDocumentTitle('Alta de Socio')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (
    <AltaPage
      onRegistered={(socio) => {
        void queryClient.invalidateQueries({ queryKey: socioKeys.lists() })
        void navigate({ to: '/admin/socios/$id', params: { id: socio.id } })
      }}
    />
  )
}
