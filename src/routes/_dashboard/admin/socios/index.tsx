import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/socios/')({ component: Page })

function Page() {
  useDocumentTitle('Gestión de Socios')
  return <SectionPlaceholder title="Gestión de Socios" />
}
