import { QueryClient } from '@tanstack/react-query'
import { set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearUserData, userStore } from '@/lib/offline/device-storage'
import { resetStores } from '@/test/memory-idb-keyval'
import { carnetKeys } from './carnet-keys'
import { storedCertificado } from './device-certificate'
import { deviceKey } from './device-key'
import { olvidarEsteDispositivo } from './este-dispositivo'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))

afterEach(() => resetStores())

describe('olvidarEsteDispositivo: the member removed this very phone', () => {
  it('forgets key and certificate, and makes no new key until sign-out', async () => {
    const key = (await deviceKey())!
    await set('certificado', { id: 3, certificado: 'c' }, userStore('cardDevice'))
    const queryClient = new QueryClient()
    queryClient.setQueryData(carnetKeys.dispositivo(), { key, certificado: { id: 3 } })

    await olvidarEsteDispositivo(queryClient)

    expect(await storedCertificado()).toBeUndefined()
    expect(await deviceKey()).toBeNull()
    expect(queryClient.getQueryData(carnetKeys.dispositivo())).toEqual({ key: null })

    await clearUserData()
    const next = await deviceKey()
    expect(next).not.toBeNull()
    expect(next!.keyPair.publicKey).not.toBe(key.keyPair.publicKey)
  })
})
