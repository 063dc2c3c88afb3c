import { createFileRoute } from '@tanstack/react-router'
import { ActividadesCatalogo } from '@/features/actividades/components/actividades-catalogo'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_public/actividades')({
  loader: async ({ context }) => {
    const { catalogoQueryOptions } = await import('@/features/actividades/api/get-actividades')
    // Offline without a copy kept, the page says so itself.
    void context.queryClient.prefetchQuery(catalogoQueryOptions())
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Actividades')
  return <ActividadesCatalogo />
}
