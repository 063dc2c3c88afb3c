import { useEffect, useRef, useState } from 'react'
import { useOnlineStatus } from '@/lib/use-online-status'
import {
  certificadoDelSocio,
  debeRenovar,
  registrarDispositivo,
  storedCertificado,
  type StoredCertificado,
} from '../api/device-certificate'
import { deviceKey, type DeviceKey } from '../api/device-key'

export type DeviceCard =
  | { status: 'cargando' }
  /** No WebCrypto Ed25519 nor P-256: the server's tokens, as ever. */
  | { status: 'sin-clave' }
  | {
      status: 'listo'
      key: DeviceKey
      certificado?: StoredCertificado
      /** Why this phone has no certificate after trying: said once, under the QR. */
      aviso?: 'maximo' | 'rechazado' | 'fallo'
    }

/**
 * The phone's key and certificate for codes made offline (docs/architecture.md#device-token):
 * read on open, and registered or renewed once a day when the card opens online.
 */
export function useDeviceCard(socioId: number, enabled: boolean): DeviceCard {
  const online = useOnlineStatus()
  const [state, setState] = useState<DeviceCard>({ status: 'cargando' })
  // One attempt per connection: back online, one more.
  const tried = useRef(false)

  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    void Promise.all([deviceKey(), storedCertificado()]).then(([key, stored]) => {
      if (cancelled) return
      setState(
        key
          ? { status: 'listo', key, certificado: certificadoDelSocio(stored, socioId) }
          : { status: 'sin-clave' },
      )
    })
    return () => {
      cancelled = true
    }
  }, [socioId, enabled])

  const key = state.status === 'listo' ? state.key : undefined
  const certificado = state.status === 'listo' ? state.certificado : undefined
  useEffect(() => {
    if (!online) {
      tried.current = false
      return
    }
    if (!key || tried.current || !debeRenovar(certificado, Date.now())) return
    tried.current = true
    void registrarDispositivo(key, socioId).then((registro) =>
      setState((current) => {
        if (current.status !== 'listo') return current
        if (registro.ok) return { ...current, certificado: registro.certificado, aviso: undefined }
        // Unreachable server: a certificate still valid goes on serving.
        if (registro.reason === 'fallo' && current.certificado) return current
        return { ...current, certificado: undefined, aviso: registro.reason }
      }),
    )
  }, [online, key, certificado, socioId])

  return state
}
