import { useEffect, useState } from 'react'
import { DEVICE_TOKEN_REFRESH_MS, signDeviceToken } from '@/domain/device-token'

/**
 * The card's code made on the phone: a new one every 15 s and whenever the app comes back
 * to the foreground, online or not (docs/architecture.md#device-token).
 */
export function useDeviceToken(certificado: string, privateKey: CryptoKey): string | null {
  const [token, setToken] = useState<string | null>(null)
  useEffect(() => {
    let run = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const make = async () => {
      const current = ++run
      clearTimeout(timer)
      const next = await signDeviceToken({ certificado, privateKey, now: Date.now() }).catch(
        () => null,
      )
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
  }, [certificado, privateKey])
  return token
}
