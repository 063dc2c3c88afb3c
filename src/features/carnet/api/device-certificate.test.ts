import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISPOSITIVO_MENSAJE } from '@/domain/dispositivos/dispositivos'
import { resetStores, storedData } from '@/test/memory-idb-keyval'
import { api, refusal, server } from '@/test/msw-server'
import {
  debeRenovar,
  registrarDispositivo,
  storedCertificado,
  type StoredCertificado,
} from './device-certificate'
import { deviceKey } from './device-key'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))

const DAY = 24 * 60 * 60_000
const NOW = Date.UTC(2026, 10, 24, 15)
const STORE = 'club-carnet-dispositivo/clave'
const stored = (emitido: number): StoredCertificado => ({
  id: 3,
  certificado: 'c',
  validoHasta: new Date(emitido + 7 * DAY).toISOString(),
  emitido,
})

/** What the network answers the registration with. */
const failing = (answer: () => Response) =>
  server.use(http.post(api('socios/dispositivos'), answer))

/** What a stadium's captive Wi-Fi portal or a proxy answers in our API's place. */
const foreignPage = (status: number) => () =>
  HttpResponse.html('<html><body>Iniciá sesión en la red del estadio</body></html>', { status })

describe('when the phone asks for a certificate', () => {
  it.each([
    ['none yet', undefined, true],
    ['issued 2 days ago', stored(NOW - 2 * DAY), true],
    ['issued a day ago', stored(NOW - DAY), true],
    ['issued an hour ago', stored(NOW - DAY / 24), false],
  ])('%s: %s', (_, certificado, renovar) => {
    expect(debeRenovar(certificado, NOW)).toBe(renovar)
  })
})

describe('registering the phone', () => {
  afterEach(() => {
    resetStores()
  })

  it('a 4th device: says so, and forgets the certificate it had', async () => {
    const key = (await deviceKey())!
    const { set } = await import('idb-keyval')
    const { userStore } = await import('@/lib/offline/device-storage')
    await set('certificado', stored(NOW - 2 * DAY), userStore('cardDevice'))
    failing(() => refusal(409, DISPOSITIVO_MENSAJE.maximo))

    expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'maximo' })
    expect(await storedCertificado()).toBeUndefined()
  })

  it('no connection: keeps the certificate it had', async () => {
    const key = (await deviceKey())!
    const { set } = await import('idb-keyval')
    const { userStore } = await import('@/lib/offline/device-storage')
    await set('certificado', stored(NOW - 2 * DAY), userStore('cardDevice'))
    failing(() => HttpResponse.error())

    expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'fallo' })
    expect(storedData()[STORE]).toContainEqual(['certificado', stored(NOW - 2 * DAY)])
  })

  it("a removed device's key: forgets it too, and the next card makes a new one", async () => {
    const key = (await deviceKey())!
    failing(() => refusal(400, DISPOSITIVO_MENSAJE.clave))

    expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'rechazado' })
    expect(storedData()[STORE]).toBeUndefined()
    const next = (await deviceKey())!
    expect(next.keyPair.publicKey).not.toBe(key.keyPair.publicKey)
  })
  it.each([400, 401, 403, 407, 409, 429])(
    "a %i that is not our API's (a captive portal, a proxy): keeps key and certificate",
    async (status) => {
      const key = (await deviceKey())!
      const { set } = await import('idb-keyval')
      const { userStore } = await import('@/lib/offline/device-storage')
      await set('certificado', stored(NOW - 2 * DAY), userStore('cardDevice'))
      failing(foreignPage(status))

      expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'fallo' })
      expect(await storedCertificado()).toEqual(stored(NOW - 2 * DAY))
      expect((await deviceKey())!.keyPair.publicKey).toBe(key.keyPair.publicKey)
    },
  )

  it('a JSON 4xx that is not our failure envelope: keeps them too', async () => {
    const key = (await deviceKey())!
    failing(() => HttpResponse.json({ error: 'blocked' }, { status: 400 }))

    expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'fallo' })
    expect((await deviceKey())!.keyPair.publicKey).toBe(key.keyPair.publicKey)
  })
})
