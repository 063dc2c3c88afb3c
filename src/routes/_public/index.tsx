import { createFileRoute } from '@tanstack/react-router'
import { Hero } from '@/features/public/components/hero'
import { useClubSettings } from '@/lib/club-settings'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/_public/')({ component: Home })

function Home() {
  const club = useClubSettings()
  useDocumentTitle()
  return (
    <main>
      <Hero club={club} />
    </main>
  )
}
