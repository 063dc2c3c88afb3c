import type { QueryClient } from '@tanstack/react-query'
import { carnetKeys } from './carnet-keys'
import {
  certificadoDelSocio,
  debeRenovar,
  registrarDispositivo,
  storedCertificado,
  type Registro,
  type StoredCertificado,
} from './device-certificate'
import { storedDeviceKey, type DeviceKey } from './device-key'
import type { StoredDevice } from './stored-device'

let underWay: Promise<Registro> | undefined

/**
 * Registers or renews this phone and keeps the card's mirror in step: the answer, or after our
 * API's refusal no certificate, and the mirror read again (the key may be gone too). One at a
 * time: the card and the member area's renewal may ask together.
 */
export function renovarCertificado(
  queryClient: QueryClient,
  key: DeviceKey,
  socioId: number,
): Promise<Registro> {
  underWay ??= registrarDispositivo(key, socioId)
    .then((registro) => {
      const mirror = (certificado: StoredCertificado | undefined) =>
        queryClient.setQueryData<StoredDevice>(carnetKeys.dispositivo(), (current) =>
          current ? { ...current, certificado } : current,
        )
      if (registro.ok) mirror(registro.certificado)
      else if (registro.reason !== 'fallo') {
        mirror(undefined)
        void queryClient.invalidateQueries({
          queryKey: carnetKeys.dispositivo(),
          refetchType: 'none',
        })
      }
      return registro
    })
    .finally(() => (underWay = undefined))
  return underWay
}

/**
 * The renewal of the member area's screens (docs/architecture.md#device-token): only a phone
 * that already holds this member's certificate, issued over a day ago. A new device registers
 * where the card opens, never from here.
 */
export async function renovarSiCorresponde(queryClient: QueryClient, socioId: number) {
  const certificado = certificadoDelSocio(await storedCertificado(), socioId)
  if (!certificado || !debeRenovar(certificado, Date.now())) return
  const key = await storedDeviceKey()
  if (key) await renovarCertificado(queryClient, key, socioId)
}
