import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/beneficios/beneficios')({ component: Page })

function Page() {
  useDocumentTitle('Beneficios')
  return <SectionPlaceholder title="Beneficios" />
}
