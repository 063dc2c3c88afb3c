import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { get, set } from 'idb-keyval'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  decodeDeviceToken,
  firmarCertificado,
  verifyDeviceToken,
  type DeviceAlgorithm,
} from '@/domain/dispositivos/device-token'
import {
  DISPOSITIVO_MENSAJE,
  jwkARaw,
  type DispositivoAlta,
} from '@/domain/dispositivos/dispositivos'
import { qrClaims, signQrToken } from '@/domain/carnet/qr-token'
import type { SocioDetail } from '@/domain/socios/socios-api'
import { userStore } from '@/lib/offline/device-storage'
import { resetStores } from '@/test/memory-idb-keyval'
import { api as path, server as network, ok, refusal, requests, type Sent } from '@/test/msw-server'
import { renderWithRouter } from '@/test/render-with-router'
import type { StoredCertificado } from '../api/device-certificate'
import { QrSection } from './qr-section'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))
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

/** Our API's `Date` header, by a server clock `serverAhead` ms from the phone's. */
const dated = (serverAhead = 0) => ({
  headers: { Date: new Date(Date.now() + serverAhead).toUTCString() },
})

/** The API: devices certified for 7 days, server tokens for 5 minutes. */
function api({
  dispositivos,
  serverAhead = 0,
}: { dispositivos?: () => Response; serverAhead?: number } = {}) {
  network.use(
    http.post(path('socios/generarToken'), async () =>
      ok(
        await signQrToken(qrClaims(KID, 7, Date.now() / 1000), server.privateKey),
        undefined,
        dated(),
      ),
    ),
    http.post(path('socios/dispositivos'), async ({ request }) => {
      if (dispositivos) return dispositivos()
      const { publicKey } = (await request.json()) as DispositivoAlta
      const { alg, raw } = jwkARaw(publicKey)!
      const validoHasta = Date.now() + serverAhead + 7 * DAY
      const cert = await certificado(alg, raw, validoHasta)
      return ok(
        { id: DISPOSITIVO_ID, certificado: cert, validoHasta: new Date(validoHasta).toISOString() },
        DISPOSITIVO_MENSAJE.registrado,
        dated(serverAhead),
      )
    }),
  )
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

/** The registrations the API received. */
const dispositivoPosts = async () =>
  (await requests('POST')).filter(({ path }) => path === 'socios/dispositivos') as (Sent & {
    json: DispositivoAlta
  })[]

describe("the card's QR made on the phone", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
  })
  afterEach(() => {
    vi.useRealTimers()
    onLine?.mockRestore()
    resetStores()
  })

  it('online with no certificate: registers the phone and shows a code it signs, new every 15 s', async () => {
    api()
    await renderSection()

    const first = await deviceQr()
    const [alta] = await dispositivoPosts()
    expect(alta!.json).toEqual({
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
    const [alta] = await dispositivoPosts()
    expect(jwkARaw(alta!.json.publicKey)!.raw).toEqual(raw)
    expect((await deviceQr()).token.certificado.publicKey).toEqual(raw)
  })

  it('online with a certificate issued today: no request, the code at once', async () => {
    api()
    await registeredPhone({ emitido: NOW - HOUR, validoHasta: NOW + 7 * DAY - HOUR })
    await renderSection()

    expect((await deviceQr()).token.certificado.socioId).toBe(7)
    expect(screen.getByText('Válido sin conexión hasta el 01/12')).toBeTruthy()
    expect(await requests('POST')).toEqual([])
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
    expect(await requests('POST')).toEqual([])
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
    expect(await requests('POST')).toEqual([])
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
    expect(await dispositivoPosts()).toHaveLength(1)
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
    const [, second] = await dispositivoPosts()
    expect(jwkARaw(second!.json.publicKey)!.raw).not.toEqual(raw)
    expect(token.certificado.publicKey).toEqual(jwkARaw(second!.json.publicKey)!.raw)
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
    expect(await dispositivoPosts()).toEqual([])
  })

  it('a browser without Ed25519 nor P-256: the server’s 5-minute code, as ever', async () => {
    api()
    const generateKey = vi
      .spyOn(crypto.subtle, 'generateKey')
      .mockRejectedValue(new DOMException('', 'NotSupportedError'))
    await renderSection()

    expect(await qrText()).toHaveLength(108)
    expect(screen.getByText(/^Válido hasta las/)).toBeTruthy()
    expect(await dispositivoPosts()).toEqual([])
    expect(screen.queryByText(/dispositivos con el carnet/)).toBeNull()
    generateKey.mockRestore()
  })
})
