import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { LEVEL, type UserData } from '@/domain/user'
import { Hero } from '@/features/public/components/hero'
import { useClubSettings } from '@/lib/club-settings'
import { useDocumentTitle } from '@/lib/document-title'
import { SESSION_KEY } from '@/lib/session/session'

export const Route = createFileRoute('/_public/')({ component: Home })

/**
 * The signed-in level, read from the cache itself: signing out clears the cache, and an
 * observer of the cleared session query would keep showing the member (the top bar reads it
 * with useSession, which the public layout starts).
 */
function useSessionLevel(): number {
  const queryClient = useQueryClient()
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<UserData | null>(SESSION_KEY)?.level ?? 0,
    () => 0,
  )
}

function Home() {
  const club = useClubSettings()
  const level = useSessionLevel()
  useDocumentTitle()
  return (
    <main>
      <Hero club={club} socio={level >= LEVEL.socio} />
    </main>
  )
}
