import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SectionPlaceholder } from '@/components/ui/section-placeholder'
import { useDocumentTitle } from '@/lib/document-title'

const searchSchema = v.object({ redirect: v.optional(v.string()) })

export const Route = createFileRoute('/_public/auth/identificarse')({
  validateSearch: searchSchema,
  component: Identificarse,
})

function Identificarse() {
  useDocumentTitle('Ingresar')
  return (
    <SectionPlaceholder title="Ingresar">
      El ingreso con tu cuenta estará disponible muy pronto.
    </SectionPlaceholder>
  )
}
