import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISPOSITIVO_MENSAJE } from '@/domain/dispositivos'
import type * as httpModule from '@/lib/http'
import { http, HTTPError } from '@/lib/http'
import { resetStores, storedData } from '@/test/memory-idb-keyval'
import {
  debeRenovar,
  registrarDispositivo,
  storedCertificado,
  type StoredCertificado,
} from './device-certificate'
import { deviceKey } from './device-key'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { post: vi.fn() },
}))

const DAY = 24 * 60 * 60_000
const NOW = Date.UTC(2026, 10, 24, 15)
const STORE = 'club-carnet-dispositivo/clave'
const stored = (emitido: number): StoredCertificado => ({
  id: 3,
  certificado: 'c',
  validoHasta: new Date(emitido + 7 * DAY).toISOString(),
  emitido,
})

const failing = (error: unknown) =>
  vi.mocked(http.post).mockReturnValue({
    json: async () => {
      throw error
    },
  } as unknown as ReturnType<typeof http.post>)

const httpError = (response: Response) =>
  new HTTPError(
    response,
    new Request('http://localhost/api/socios/dispositivos'),
    {} as ConstructorParameters<typeof HTTPError>[2],
  )

const refusal = (status: number, message: string) =>
  httpError(new Response(JSON.stringify({ success: false, message, error: message }), { status }))

/** What a stadium's captive Wi-Fi portal or a proxy answers in our API's place. */
const foreignPage = (status: number) =>
  httpError(
    new Response('<html><body>Iniciá sesión en la red del estadio</body></html>', {
      status,
      headers: { 'Content-Type': 'text/html' },
    }),
  )

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
    vi.mocked(http.post).mockReset()
    resetStores()
  })

  it('a 4th device: says so, and forgets the certificate it had', async () => {
    const key = (await deviceKey())!
    const { set } = await import('idb-keyval')
    const { userStore } = await import('@/lib/device-storage')
    await set('certificado', stored(NOW - 2 * DAY), userStore('cardDevice'))
    failing(refusal(409, DISPOSITIVO_MENSAJE.maximo))

    expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'maximo' })
    expect(await storedCertificado()).toBeUndefined()
  })

  it('no connection: keeps the certificate it had', async () => {
    const key = (await deviceKey())!
    const { set } = await import('idb-keyval')
    const { userStore } = await import('@/lib/device-storage')
    await set('certificado', stored(NOW - 2 * DAY), userStore('cardDevice'))
    failing(new TypeError('Failed to fetch'))

    expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'fallo' })
    expect(storedData()[STORE]).toContainEqual(['certificado', stored(NOW - 2 * DAY)])
  })

  it("a removed device's key: forgets it too, and the next card makes a new one", async () => {
    const key = (await deviceKey())!
    failing(refusal(400, DISPOSITIVO_MENSAJE.clave))

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
      const { userStore } = await import('@/lib/device-storage')
      await set('certificado', stored(NOW - 2 * DAY), userStore('cardDevice'))
      failing(foreignPage(status))

      expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'fallo' })
      expect(await storedCertificado()).toEqual(stored(NOW - 2 * DAY))
      expect((await deviceKey())!.keyPair.publicKey).toBe(key.keyPair.publicKey)
    },
  )

  it('a JSON 4xx that is not our failure envelope: keeps them too', async () => {
    const key = (await deviceKey())!
    failing(httpError(new Response(JSON.stringify({ error: 'blocked' }), { status: 400 })))

    expect(await registrarDispositivo(key, 7)).toEqual({ ok: false, reason: 'fallo' })
    expect((await deviceKey())!.keyPair.publicKey).toBe(key.keyPair.publicKey)
  })
})
