import { createFileRoute } from '@tanstack/react-router'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_public/auth/registroOnline')({ component: RegistroOnline })

function RegistroOnline() {
  useDocumentTitle('Registro online')
  return (
    <SectionPlaceholder title="Registro online">
      El registro online estará disponible muy pronto.
    </SectionPlaceholder>
  )
}
