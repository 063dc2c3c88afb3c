import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { certificadoDelSocio, debeRenovar, type StoredCertificado } from '../api/device-certificate'
import type { DeviceKey } from '../api/device-key'
import { renovarCertificado } from '../api/device-renewal'
import { storedDeviceQueryOptions } from '../api/stored-device'

type Aviso = 'maximo' | 'rechazado' | 'fallo'

export type DeviceCard =
  | { status: 'cargando' }
  /** No WebCrypto Ed25519 nor P-256: the server's tokens, as ever. */
  | { status: 'sin-clave' }
  | {
      status: 'listo'
      key: DeviceKey
      certificado?: StoredCertificado
      /** Why this phone has no certificate after trying: said once, under the QR. */
      aviso?: Aviso
    }

/**
 * The phone's key and certificate for codes made offline (docs/architecture.md#device-token):
 * restored with the cache (or read on open), and registered or renewed once a day when the card
 * opens online.
 */
export function useDeviceCard(socioId: number, enabled: boolean): DeviceCard {
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const query = useQuery({ ...storedDeviceQueryOptions(), enabled })
  const stored = query.data
  // A mirror being read again (after a refusal) may hold a key that is no longer kept.
  const reading = query.isFetching
  const [aviso, setAviso] = useState<Aviso>()
  // One attempt per connection: back online, one more.
  const tried = useRef(false)

  const key = stored?.key ?? undefined
  const certificado = certificadoDelSocio(stored?.certificado, socioId)
  useEffect(() => {
    if (!online) {
      tried.current = false
      return
    }
    if (!key || reading || tried.current || !debeRenovar(certificado, Date.now())) return
    tried.current = true
    void renovarCertificado(queryClient, key, socioId).then((registro) => {
      if (registro.ok) setAviso(undefined)
      // Unreachable server: a certificate still valid goes on serving.
      else if (registro.reason !== 'fallo' || !certificado) setAviso(registro.reason)
    })
  }, [online, key, reading, certificado, socioId, queryClient])

  if (!stored) return { status: 'cargando' }
  if (!key) return { status: 'sin-clave' }
  return { status: 'listo', key, certificado, aviso }
}
