import { createFileRoute } from '@tanstack/react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { AdminMenu } from './-components/admin-menu'

export const Route = createFileRoute('/_dashboard/admin/menu')({ component: Page })

function Page() {
  useDocumentTitle('Panel de Administración')
  return <AdminMenu />
}
