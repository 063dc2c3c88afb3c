import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/socios/alta')({ component: Page })

function Page() {
  useDocumentTitle('Alta de Socio')
  return <SectionPlaceholder title="Alta de Socio" />
}
