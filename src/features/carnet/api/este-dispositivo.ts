import type { QueryClient } from '@tanstack/react-query'
import { carnetKeys } from './carnet-keys'
import { forgetCertificado } from './device-certificate'
import { forgetDeviceKeyUntilSignOut } from './device-key'
import type { StoredDevice } from './stored-device'

/**
 * After the member removed this phone from 'Mis dispositivos': it forgets its key and
 * certificate and registers no new key until the next sign-in, so the removal's promise holds
 * ('no podrá mostrar el carnet sin conexión hasta que vuelvas a entrar desde él').
 */
export async function olvidarEsteDispositivo(queryClient: QueryClient): Promise<void> {
  await Promise.all([forgetDeviceKeyUntilSignOut(), forgetCertificado()])
  queryClient.setQueryData<StoredDevice>(carnetKeys.dispositivo(), { key: null })
}
