import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LEVEL, type UserData } from '@/domain/user'
import { useOnlineStatus } from '@/lib/offline/use-online-status'

/**
 * Keeps the member's screens ready for a visit without connection, from whichever screen of
 * the member area is open (docs/architecture.md#offline): on opening, on coming back online and
 * on coming back to the foreground, as the card's certificate renews. The code loads only then.
 */
export function useMemberPrefetch(user: UserData | null | undefined) {
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const member = (user?.level ?? -1) >= LEVEL.socio
  const socioId = user?.socio_id ?? null
  useEffect(() => {
    if (!online || !member) return
    let stop: (() => void) | undefined
    let ended = false
    const module = import('./member-prefetch')
    const prefetch = () =>
      void module.then((m) => m.prefetchMemberData(queryClient, socioId)).catch(() => undefined)
    const onVisible = () => {
      if (document.visibilityState === 'visible') prefetch()
    }
    prefetch()
    if (socioId !== null) {
      void module
        .then((m) => {
          if (!ended) stop = m.refreshDispositivosOnRenewal(queryClient)
        })
        .catch(() => undefined)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      ended = true
      stop?.()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [online, member, socioId, queryClient])
}
