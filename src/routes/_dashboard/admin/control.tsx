import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/control')({ component: Page })

function Page() {
  useDocumentTitle('Control de Socios')
  return <SectionPlaceholder title="Control de Socios" />
}
