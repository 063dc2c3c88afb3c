import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/cuenta/micuenta')({ component: Page })

function Page() {
  useDocumentTitle('Mi Cuenta')
  return <SectionPlaceholder title="Mi Cuenta" />
}
