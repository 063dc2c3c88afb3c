import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/grupos-familiares')({ component: Page })

function Page() {
  useDocumentTitle('Grupos Familiares')
  return <SectionPlaceholder title="Grupos Familiares" />
}
