import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  decodeDeviceToken,
  firmarCertificado,
  verifyDeviceToken,
  type DeviceAlgorithm,
} from '@/domain/device-token'
import { DISPOSITIVO_MENSAJE, jwkARaw, type DispositivoAlta } from '@/domain/dispositivos'
import { qrClaims, signQrToken } from '@/domain/qr-token'
import type { SocioDetail } from '@/domain/socios-api'
import { userStore } from '@/lib/device-storage'
import type * as httpModule from '@/lib/http'
import { http, HTTPError } from '@/lib/http'
import { resetStores } from '@/test/memory-idb-keyval'
import { renderWithRouter } from '@/test/render-with-router'
import type { StoredCertificado } from '../api/device-certificate'
import { QrSection } from './qr-section'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { post: vi.fn() },
}))
// jsdom draws no canvas: the QR shows the text the gate would read.
vi.mock('./qr-canvas', () => ({
  QrCanvas: ({ value, label }: { value: string; label: string }) => (
    <img alt={label} data-value={value} />
  ),
}))

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
/** 24/11/2026, noon in Santa Rosa. */
const NOW = Date.UTC(2026, 10, 24, 15)
const KID = '0000abcd'
const DISPOSITIVO_ID = 3
const socio = { socio_id: 7, estado: 'Activo', documento: '30123456' } as SocioDetail

const server = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])
const serverKeys = new Map([[KID, server.publicKey]])

async function certificado(alg: DeviceAlgorithm, raw: Uint8Array, validoHasta: number) {
  const claims = { kid: KID, socioId: 7, dispositivoId: DISPOSITIVO_ID, alg, publicKey: raw }
  return firmarCertificado(
    { ...claims, validoHasta: Math.floor(validoHasta / 1000) },
    server.privateKey,
  )
}

/** An answer of our API, its `Date` header by a server clock `serverAhead` ms from the phone's. */
const answer = (body: unknown, serverAhead = 0) =>
  ({
    json: async () => body,
    headers: new Headers({ Date: new Date(Date.now() + serverAhead).toUTCString() }),
  }) as unknown as ReturnType<typeof http.post>
const refusal = (status: number, message: string) =>
  ({
    json: async () => {
      throw new HTTPError(
        new Response(JSON.stringify({ success: false, message, error: message }), { status }),
        new Request('http://localhost/api/socios/dispositivos'),
        {} as ConstructorParameters<typeof HTTPError>[2],
      )
    },
  }) as unknown as ReturnType<typeof http.post>

/** The API: devices certified for 7 days, server tokens for 5 minutes. */
function api({
  dispositivos,
  serverAhead = 0,
}: { dispositivos?: () => ReturnType<typeof http.post>; serverAhead?: number } = {}) {
  vi.mocked(http.post).mockImplementation(((url: string, options: { json: unknown }) => {
    if (url === 'socios/generarToken') {
      return answer(
        signQrToken(qrClaims(KID, 7, Date.now() / 1000), server.privateKey).then((token) => ({
          success: true,
          response: token,
        })),
      )
    }
    if (dispositivos) return dispositivos()
    const { publicKey } = options.json as DispositivoAlta
    const { alg, raw } = jwkARaw(publicKey)!
    const validoHasta = Date.now() + serverAhead + 7 * DAY
    return answer(
      certificado(alg, raw, validoHasta).then((cert) => ({
        success: true,
        message: DISPOSITIVO_MENSAJE.registrado,
        response: {
          id: DISPOSITIVO_ID,
          certificado: cert,
          validoHasta: new Date(validoHasta).toISOString(),
        },
      })),
      serverAhead,
    )
  }) as unknown as typeof http.post)
}

/** A phone that registered before: its key, and a certificate issued and ending when told. */
async function registeredPhone({
  emitido,
  validoHasta,
  offsetMs,
}: {
  emitido: number
  validoHasta: number
  offsetMs?: number
}) {
  const keyPair = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey))
  const cert = await certificado('Ed25519', raw, validoHasta)
  await set('par', { alg: 'Ed25519', keyPair }, userStore('cardDevice'))
  await set(
    'certificado',
    {
      id: DISPOSITIVO_ID,
      certificado: cert,
      validoHasta: new Date(validoHasta).toISOString(),
      emitido,
      offsetMs,
    },
    userStore('cardDevice'),
  )
  return raw
}

let onLine: { mockRestore(): void } | undefined
const offline = () => (onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false))

function renderSection(queryClient = new QueryClient()) {
  return renderWithRouter(() => (
    <QueryClientProvider client={queryClient}>
      <QrSection socio={socio} />
    </QueryClientProvider>
  ))
}

const qrText = async () =>
  (await screen.findByRole('img', { name: 'Código QR de acceso del socio #7' })).getAttribute(
    'data-value',
  )!

/** The QR once it is one the phone made (the server's may show while the phone registers). */
const deviceQr = () =>
  waitFor(() => {
    const text = screen.getByRole('img', { name: 'Código QR de acceso del socio #7' })
    const token = decodeDeviceToken(text.getAttribute('data-value')!)
    expect(token).not.toBeNull()
    return { text: text.getAttribute('data-value')!, token: token! }
  })

const dispositivoPosts = () =>
  vi.mocked(http.post).mock.calls.filter(([url]) => url === 'socios/dispositivos')

describe("the card's QR made on the phone", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.mocked(http.post).mockReset()
    onLine?.mockRestore()
    resetStores()
  })

  it('online with no certificate: registers the phone and shows a code it signs, new every 15 s', async () => {
    api()
    await renderSection()

    const first = await deviceQr()
    const [[, options]] = dispositivoPosts() as [[string, { json: DispositivoAlta }]]
    expect(options.json).toEqual({
      publicKey: { kty: 'OKP', crv: 'Ed25519', x: expect.any(String) },
      nombre: expect.any(String),
    })
    const { token } = first
    expect(token.certificado).toMatchObject({ socioId: 7, dispositivoId: DISPOSITIVO_ID })
    // The fake clock also runs with real time (`shouldAdvanceTime`): a second may pass.
    expect(token.time).toBeGreaterThanOrEqual(NOW / 1000)
    expect(token.time).toBeLessThanOrEqual(Date.now() / 1000)
    const verification = await verifyDeviceToken(first.text, {
      keys: serverKeys,
      revocados: new Set(),
      nowSeconds: Date.now() / 1000,
    })
    expect(verification.ok).toBe(true)
    expect(screen.getByText('Válido sin conexión hasta el 01/12')).toBeTruthy()

    await act(() => vi.advanceTimersByTimeAsync(15_000))

    await waitFor(() =>
      expect(screen.getByRole('img').getAttribute('data-value')).not.toBe(first.text),
    )
    expect((await deviceQr()).token.time - token.time).toBeGreaterThanOrEqual(15)
  })

  it('online with a certificate issued 2 days ago: renews it', async () => {
    api()
    const raw = await registeredPhone({ emitido: NOW - 2 * DAY, validoHasta: NOW + 5 * DAY })
    await renderSection()

    expect(await screen.findByText('Válido sin conexión hasta el 01/12')).toBeTruthy()
    const [[, options]] = dispositivoPosts() as [[string, { json: DispositivoAlta }]]
    expect(jwkARaw(options.json.publicKey)!.raw).toEqual(raw)
    expect((await deviceQr()).token.certificado.publicKey).toEqual(raw)
  })

  it('online with a certificate issued today: no request, the code at once', async () => {
    api()
    await registeredPhone({ emitido: NOW - HOUR, validoHasta: NOW + 7 * DAY - HOUR })
    await renderSection()

    expect((await deviceQr()).token.certificado.socioId).toBe(7)
    expect(screen.getByText('Válido sin conexión hasta el 01/12')).toBeTruthy()
    expect(http.post).not.toHaveBeenCalled()
  })

  it('makes a new code when the app comes back to the foreground', async () => {
    api()
    await registeredPhone({ emitido: NOW - HOUR, validoHasta: NOW + 7 * DAY - HOUR })
    await renderSection()
    const first = await deviceQr()

    await act(() => vi.advanceTimersByTimeAsync(4_000))
    act(() => void window.dispatchEvent(new Event('focus')))

    await waitFor(() =>
      expect(screen.getByRole('img').getAttribute('data-value')).not.toBe(first.text),
    )
    // Not the 15 s renewal: the focus's.
    const elapsed = (await deviceQr()).token.time - first.token.time
    expect(elapsed).toBeGreaterThanOrEqual(4)
    expect(elapsed).toBeLessThan(15)
  })

  it('offline: no request, the code still made, and the days left once 2 or fewer', async () => {
    api()
    offline()
    await registeredPhone({ emitido: NOW - 5 * DAY, validoHasta: NOW + 2 * DAY - HOUR })
    await renderSection()

    expect((await deviceQr()).token.certificado.socioId).toBe(7)
    expect(screen.getByText('Válido sin conexión hasta el 26/11')).toBeTruthy()
    expect(screen.getByText('Quedan 2 días sin conexión: conectate para renovar')).toBeTruthy()
    expect(http.post).not.toHaveBeenCalled()
  })

  it('offline with less than a day left: "Queda 1 día"', async () => {
    api()
    offline()
    await registeredPhone({ emitido: NOW - 6 * DAY, validoHasta: NOW + 20 * HOUR })
    await renderSection()

    await deviceQr()
    expect(screen.getByText('Queda 1 día sin conexión: conectate para renovar')).toBeTruthy()
  })

  it('offline with the certificate ended: no QR, the number and DNI instead', async () => {
    api()
    offline()
    await registeredPhone({ emitido: NOW - 8 * DAY, validoHasta: NOW - HOUR })
    await renderSection()

    expect(await screen.findByText('Conectate para renovar el carnet')).toBeTruthy()
    expect(screen.getByText('Socio #7 · DNI 30.123.456')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(http.post).not.toHaveBeenCalled()
  })

  it('a 4th device: the server’s 5-minute code, and why, with a link to Mis dispositivos', async () => {
    api({ dispositivos: () => refusal(409, DISPOSITIVO_MENSAJE.maximo) })
    await renderSection()

    expect(await qrText()).toHaveLength(108)
    expect(screen.getByText(/^Válido hasta las/)).toBeTruthy()
    expect((await screen.findByText(/Ya tenés 3 dispositivos con el carnet/)).textContent).toBe(
      'Ya tenés 3 dispositivos con el carnet: quitá uno en Mis dispositivos para usar este sin conexión',
    )
    expect(screen.getByRole('link', { name: 'Mis dispositivos' }).getAttribute('href')).toBe(
      '/cuenta/dispositivos',
    )
  })

  it('a registration that fails: the server’s code, and a quiet word', async () => {
    api({ dispositivos: () => refusal(500, 'Error interno') })
    await renderSection()

    expect(await qrText()).toHaveLength(108)
    expect(
      await screen.findByText(
        'No se pudo preparar este teléfono para usar el carnet sin conexión: se volverá a intentar al conectarte.',
      ),
    ).toBeTruthy()
  })

  it('opened again in the same visit after a renewal: the renewed certificate, no request', async () => {
    api()
    await registeredPhone({ emitido: NOW - 2 * DAY, validoHasta: NOW + 5 * DAY })
    const queryClient = new QueryClient()
    const first = await renderSection(queryClient)
    expect(await screen.findByText('Válido sin conexión hasta el 01/12')).toBeTruthy()
    first.unmount()

    await renderSection(queryClient)

    expect((await deviceQr()).token.certificado.validoHasta).toBeGreaterThan((NOW + 6 * DAY) / 1000)
    expect(dispositivoPosts()).toHaveLength(1)
  })

  it('a removed device: its key refused, the next open registers a new key', async () => {
    api({ dispositivos: () => refusal(400, 'Dispositivo quitado') })
    const raw = await registeredPhone({ emitido: NOW - 2 * DAY, validoHasta: NOW + 5 * DAY })
    const queryClient = new QueryClient()
    const first = await renderSection(queryClient)
    expect(await qrText()).toHaveLength(108)
    first.unmount()

    api()
    await renderSection(queryClient)

    const { token } = await deviceQr()
    const [, second] = dispositivoPosts() as [unknown, [string, { json: DispositivoAlta }]]
    expect(jwkARaw(second[1].json.publicKey)!.raw).not.toEqual(raw)
    expect(token.certificado.publicKey).toEqual(jwkARaw(second[1].json.publicKey)!.raw)
  })

  it.each([
    ['2 minutes behind', 120_000],
    ['a minute ahead', -60_000],
  ])(
    "a phone's clock %s: codes timed by the server's clock, which the gate accepts",
    async (_, serverAhead) => {
      api({ serverAhead })
      await renderSection()

      const { text, token } = await deviceQr()
      const serverSeconds = (Date.now() + serverAhead) / 1000
      expect(Math.abs(token.time - serverSeconds)).toBeLessThanOrEqual(2)
      const verification = await verifyDeviceToken(text, {
        keys: serverKeys,
        revocados: new Set(),
        nowSeconds: serverSeconds,
      })
      expect(verification.ok).toBe(true)
      const kept = await get<StoredCertificado>('certificado', userStore('cardDevice'))
      expect(Math.abs(kept!.offsetMs! - serverAhead)).toBeLessThanOrEqual(1_000)
    },
  )

  it("a phone's clock a few seconds off: its own clock, not a second's guess", async () => {
    api({ serverAhead: 4_000 })
    await renderSection()

    const { token } = await deviceQr()
    expect(token.time).toBeLessThanOrEqual(Date.now() / 1000)
    expect(token.time).toBeGreaterThanOrEqual(NOW / 1000)
  })

  it("a certificate kept with a large offset: today's codes by the server's clock, offline", async () => {
    api()
    offline()
    await registeredPhone({ emitido: NOW - HOUR, validoHasta: NOW + 6 * DAY, offsetMs: -90_000 })
    await renderSection()

    const { token } = await deviceQr()
    expect(Math.abs(token.time - (Date.now() - 90_000) / 1000)).toBeLessThanOrEqual(1)
  })

  it('a phone the member removed from Mis dispositivos: the server’s code, no registration', async () => {
    api()
    await set('quitado', true, userStore('cardDevice'))
    await renderSection()

    expect(await qrText()).toHaveLength(108)
    expect(dispositivoPosts()).toEqual([])
  })

  it('a browser without Ed25519 nor P-256: the server’s 5-minute code, as ever', async () => {
    api()
    const generateKey = vi
      .spyOn(crypto.subtle, 'generateKey')
      .mockRejectedValue(new DOMException('', 'NotSupportedError'))
    await renderSection()

    expect(await qrText()).toHaveLength(108)
    expect(screen.getByText(/^Válido hasta las/)).toBeTruthy()
    expect(dispositivoPosts()).toEqual([])
    expect(screen.queryByText(/dispositivos con el carnet/)).toBeNull()
    generateKey.mockRestore()
  })
})
