import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/configuracion')({ component: Page })

function Page() {
  useDocumentTitle('Configuración')
  return <SectionPlaceholder title="Configuración" />
}
