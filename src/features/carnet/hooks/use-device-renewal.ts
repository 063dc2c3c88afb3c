import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useOnlineStatus } from '@/lib/offline/use-online-status'

/**
 * Renews this phone's certificate from whichever screen of the member area is open, when it is
 * online and the certificate is over a day old (docs/architecture.md#device-token): a member who
 * seldom opens the card still leaves home with a week offline. Checked on opening, on coming
 * back online and on coming back to the foreground; the code that renews loads only then.
 */
export function useDeviceRenewal(socioId: number | null | undefined) {
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!online || socioId == null) return
    const renovar = () =>
      void import('../api/device-renewal')
        .then((renewal) => renewal.renovarSiCorresponde(queryClient, socioId))
        .catch(() => undefined)
    const onVisible = () => {
      if (document.visibilityState === 'visible') renovar()
    }
    renovar()
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [online, socioId, queryClient])
}
