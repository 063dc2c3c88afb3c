import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/cuenta/carnet')({ component: Page })

function Page() {
  useDocumentTitle('Carnet Digital')
  return <SectionPlaceholder title="Carnet Digital" />
}
