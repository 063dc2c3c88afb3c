import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { LEVEL } from '@/domain/user'
import { useDocumentTitle } from '@/lib/document-title'
import { RouteGuard } from '../../-components/route-guard'

export const Route = createFileRoute('/_dashboard/cuenta/carnet')({ component: Page })

function Page() {
  useDocumentTitle('Carnet Digital')
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      <SectionPlaceholder title="Carnet Digital" />
    </RouteGuard>
  )
}
