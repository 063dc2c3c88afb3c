import { createFileRoute } from '@tanstack/react-router'
import { InfoSections } from '@/features/public/components/info-sections'
import { useClubSettings } from '@/lib/club-settings'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_public/socios/preguntas')({ component: Preguntas })

function Preguntas() {
  const club = useClubSettings()
  useDocumentTitle('Preguntas frecuentes')
  return (
    <main className="page">
      <h1>Preguntas frecuentes</h1>
      <InfoSections club={club} />
    </main>
  )
}
