import { createFileRoute } from '@tanstack/react-router'
import { NuevaActividadPage } from '@/features/actividades/components/actividad-pages'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/actividades/nueva')({ component: Page })

function Page() {
  useDocumentTitle('Nueva actividad')
  return <NuevaActividadPage />
}
