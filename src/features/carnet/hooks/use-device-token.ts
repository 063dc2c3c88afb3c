import { useEffect, useState } from 'react'
import { correctedNow } from '@/domain/carnet/clock-offset'
import { DEVICE_TOKEN_REFRESH_MS, signDeviceToken } from '@/domain/dispositivos/device-token'

/**
 * The card's code made on the phone: a new one every 15 s and whenever the app comes back
 * to the foreground, online or not (docs/architecture.md#device-token). Timed by the server's
 * clock when this phone's was off by `offsetMs` at the last renewal: the gate allows ±45 s.
 */
export function useDeviceToken(
  certificado: string,
  privateKey: CryptoKey,
  offsetMs: number | undefined,
): string | null {
  const [token, setToken] = useState<string | null>(null)
  useEffect(() => {
    let run = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const make = async () => {
      const current = ++run
      clearTimeout(timer)
      const now = correctedNow(Date.now(), offsetMs)
      const next = await signDeviceToken({ certificado, privateKey, now }).catch(() => null)
      // A newer call (focus while signing) or the unmount won: its timer is the one.
      if (current !== run) return
      setToken(next)
      timer = setTimeout(make, DEVICE_TOKEN_REFRESH_MS)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void make()
    }
    void make()
    window.addEventListener('focus', onVisible)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      run = -1
      clearTimeout(timer)
      window.removeEventListener('focus', onVisible)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [certificado, privateKey, offsetMs])
  return token
}
