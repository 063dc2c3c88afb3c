import { useClubSettings } from '@/lib/club-settings'
import { useSession } from '@/lib/session/session'
import { useLogout } from '@/lib/session/use-logout'
import { TopBar } from './top-bar'

/** The public top bar wired to the club's settings and the session. */
export function SessionTopBar({ overlay = false }: { overlay?: boolean }) {
  const club = useClubSettings()
  const session = useSession()
  const logout = useLogout()
  return (
    <TopBar
      clubName={club.nombreCorto}
      crest={club.escudo}
      user={session.data ?? null}
      overlay={overlay}
      onLogout={() => void logout()}
    />
  )
}
