import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { Hero } from '@/features/public/components/hero'
import { useClubSettings } from '@/lib/club-settings'
import { useDocumentTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session'

export const Route = createFileRoute('/_public/')({ component: Home })

function Home() {
  const club = useClubSettings()
  const { data: user } = useSession()
  useDocumentTitle()
  return (
    <main>
      <Hero club={club} socio={(user?.level ?? 0) >= LEVEL.socio} />
    </main>
  )
}
