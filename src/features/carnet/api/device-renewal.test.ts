import { QueryClient } from '@tanstack/react-query'
import { set } from 'idb-keyval'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firmarCertificado } from '@/domain/dispositivos/device-token'
import { jwkARaw, type DispositivoAlta } from '@/domain/dispositivos/dispositivos'
import { userStore } from '@/lib/offline/device-storage'
import { resetStores, storedData } from '@/test/memory-idb-keyval'
import { api as path, server as network, ok, requests } from '@/test/msw-server'
import { carnetKeys } from './carnet-keys'
import { storedCertificado, type StoredCertificado } from './device-certificate'
import { deviceKey, type DeviceKey } from './device-key'
import { renovarSiCorresponde } from './device-renewal'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))

const DAY = 24 * 60 * 60_000
const NOW = Date.UTC(2026, 10, 24, 15)
const server = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])

const certificado = async (socioId: number, raw: Uint8Array, validoHasta: number) =>
  firmarCertificado(
    {
      kid: '0000abcd',
      socioId,
      dispositivoId: 3,
      alg: 'Ed25519',
      publicKey: raw,
      validoHasta: Math.floor(validoHasta / 1000),
    },
    server.privateKey,
  )

/** The API certifies any key for member 7, for 7 days. */
function api() {
  network.use(
    http.post(path('socios/dispositivos'), async ({ request }) => {
      const { publicKey } = (await request.json()) as DispositivoAlta
      const validoHasta = Date.now() + 7 * DAY
      const cert = await certificado(7, jwkARaw(publicKey)!.raw, validoHasta)
      return ok({ id: 3, certificado: cert, validoHasta: new Date(validoHasta).toISOString() })
    }),
  )
}

/** This phone, registered for member `socioId` `edad` ms ago. */
async function registrado(edad: number, socioId = 7): Promise<DeviceKey> {
  const key = (await deviceKey())!
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key.keyPair.publicKey))
  const kept: StoredCertificado = {
    id: 3,
    certificado: await certificado(socioId, raw, NOW - edad + 7 * DAY),
    validoHasta: new Date(NOW - edad + 7 * DAY).toISOString(),
    emitido: NOW - edad,
  }
  await set('certificado', kept, userStore('cardDevice'))
  return key
}

describe("the member area's renewal of this phone's certificate", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
    api()
  })
  afterEach(() => {
    vi.useRealTimers()
    resetStores()
  })

  it('renews a certificate issued 2 days ago, in the store and in the card’s mirror', async () => {
    const key = await registrado(2 * DAY)
    const queryClient = new QueryClient()
    queryClient.setQueryData(carnetKeys.dispositivo(), { key, certificado: undefined })

    await renovarSiCorresponde(queryClient, 7)

    expect(await requests('POST')).toHaveLength(1)
    const kept = await storedCertificado()
    expect(kept!.emitido).toBeGreaterThanOrEqual(NOW)
    expect(queryClient.getQueryData(carnetKeys.dispositivo())).toEqual({ key, certificado: kept })
  })

  it('leaves a certificate issued today alone', async () => {
    await registrado(DAY / 2)
    await renovarSiCorresponde(new QueryClient(), 7)
    expect(await requests('POST')).toEqual([])
  })

  it('registers no new device: a phone without a certificate makes no key and no request', async () => {
    await renovarSiCorresponde(new QueryClient(), 7)
    expect(await requests('POST')).toEqual([])
    expect(storedData()).toEqual({})
  })

  it("leaves another member's certificate alone", async () => {
    await registrado(2 * DAY, 8)
    await renovarSiCorresponde(new QueryClient(), 7)
    expect(await requests('POST')).toEqual([])
  })

  it('asked twice at once (the card and the member area): one request', async () => {
    await registrado(2 * DAY)
    const queryClient = new QueryClient()
    await Promise.all([renovarSiCorresponde(queryClient, 7), renovarSiCorresponde(queryClient, 7)])
    expect(await requests('POST')).toHaveLength(1)
  })
})
