import { createFileRoute } from '@tanstack/react-router'
import { MessagePage } from '@/components/ui/message-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_public/noAutorizado')({ component: NoAutorizado })

function NoAutorizado() {
  useDocumentTitle('Acceso no autorizado')
  return <MessagePage title="ACCESO NO AUTORIZADO" tone="danger" />
}
