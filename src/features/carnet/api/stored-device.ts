import { queryOptions } from '@tanstack/react-query'
import { carnetKeys } from './carnet-keys'
import { storedCertificado, type StoredCertificado } from './device-certificate'
import { deviceKey, type DeviceKey } from './device-key'

/** What this phone keeps for the card's own codes: its key (null: no algorithm) and certificate. */
export type StoredDevice = { key: DeviceKey | null; certificado?: StoredCertificado }

/**
 * The phone's key and last certificate, mirrored in the persisted query cache: restored with
 * the member's card in one IndexedDB read, so the first code is drawn without waiting for a
 * second database (docs/performance.md#card-offline-start). Their own store stays the one
 * that counts: a new version of the app starts with an empty cache and reads it again. The
 * card keeps the mirror current: a renewal, or a refusal that makes it stale.
 */
export const storedDeviceQueryOptions = () =>
  queryOptions({
    queryKey: carnetKeys.dispositivo(),
    queryFn: async (): Promise<StoredDevice> => {
      const [key, certificado] = await Promise.all([deviceKey(), storedCertificado()])
      return { key, certificado }
    },
    staleTime: Infinity,
    networkMode: 'always',
  })
