import { createFileRoute } from '@tanstack/react-router'
import { PORTERIA } from '@/domain/porteria/gate-access'
import { ControlPage } from '@/features/porteria/components/control-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/admin/control')({
  staticData: { access: PORTERIA },
  component: Page,
})

function Page() {
  useDocumentTitle('Control de Socios')
  return <ControlPage />
}
