import { useEffect } from 'react'

type WakeLockSentinel = { release(): Promise<void> }
type WakeLockNavigator = Navigator & {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> }
}

/** Keeps the tablet's screen on while `active`, asking again when the page comes back. */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    let sentinel: WakeLockSentinel | null = null
    const request = async () => {
      if (document.visibilityState !== 'visible') return
      sentinel =
        (await (navigator as WakeLockNavigator).wakeLock?.request('screen').catch(() => null)) ??
        null
    }
    void request()
    document.addEventListener('visibilitychange', request)
    return () => {
      document.removeEventListener('visibilitychange', request)
      void sentinel?.release().catch(() => undefined)
    }
  }, [active])
}
