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

const refusal = (status: number, message: string) =>
  new HTTPError(
    new Response(JSON.stringify({ success: false, message, error: message }), { status }),
    new Request('http://localhost/api/socios/dispositivos'),
    {} as ConstructorParameters<typeof HTTPError>[2],
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
})
