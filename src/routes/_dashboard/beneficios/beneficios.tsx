import { createFileRoute } from '@tanstack/react-router'
import { BeneficiosPage } from '@/features/cuenta/components/beneficios-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_dashboard/beneficios/beneficios')({ component: Page })

function Page() {
  useDocumentTitle('Beneficios')
  return <BeneficiosPage />
}
