import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/menu')({ component: Page })

function Page() {
  useDocumentTitle('Panel de Administración')
  return <SectionPlaceholder title="Panel de Administración" />
}
