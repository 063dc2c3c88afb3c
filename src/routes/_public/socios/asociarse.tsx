import { createFileRoute } from '@tanstack/react-router'
import { AsociarseNotice } from '@/features/public/components/asociarse-notice'
import { useClubSettings } from '@/lib/club-settings'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_public/socios/asociarse')({ component: Asociarse })

function Asociarse() {
  const club = useClubSettings()
  useDocumentTitle('Asociate')
  return (
    <main className="page">
      <h1>Asociate a {club.nombreCorto}</h1>
      <AsociarseNotice club={club} />
    </main>
  )
}
