import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useClubSettings } from '@/lib/club-settings'
import { useSession } from '@/lib/session'
import { TopBar } from './top-bar'

/** The top bar wired to the club's settings and the session. */
export function SessionTopBar({ overlay = false }: { overlay?: boolean }) {
  const club = useClubSettings()
  const session = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const onLogout = async () => {
    const { logout } = await import('@/lib/logout')
    if (await logout(queryClient)) await navigate({ to: '/' })
  }
  return (
    <TopBar
      clubName={club.nombreCorto}
      crest={club.escudo}
      user={session.data ?? null}
      onLogout={onLogout}
      overlay={overlay}
    />
  )
}
