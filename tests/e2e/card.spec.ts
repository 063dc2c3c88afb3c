import type { Page } from '@playwright/test'
import { decodeDeviceToken, verifyDeviceToken } from '../../src/domain/dispositivos/device-token'
import { importQrPublicKeys, verifyQrToken } from '../../src/domain/carnet/qr-token'
import { expect, test } from '../support/own-server'
import { readQr } from '../support/qr-reader'
import { DEMO_ADMIN, DEMO_MEMBER, openAs, signIn } from '../support/sign-in'
import { waitForWorker } from '../support/service-worker'

const DAY = 86_400_000

// A server of its own: every phone that opens the card registers a device, and a member keeps
// 3 at most; the shared server's member opens the card in other specs too.
test.use({ ownServerFor: 'card' })

test.describe.configure({ mode: 'serial' })
test.use({ deviceScaleFactor: 2 })

/** The QR on screen, as a camera would read it. */
async function scanQr(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: /^Código QR de acceso del socio #\d+$/ })
  await expect(qr).toBeVisible()
  const dataUrl = await qr.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'))
  const text = await readQr(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
  expect(text, 'el QR se lee').not.toBeNull()
  return text!
}

/** The gate's public keys, as an administrator's tablet gets them. */
async function gateKeys(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: DEMO_ADMIN })
  const { response } = (await login.json()) as { response: { token: string } }
  const keys = await page.request.get('/api/gate/keys', {
    headers: { Authorization: `Bearer ${response.token}` },
  })
  const body = (await keys.json()) as { response: { keys: { kid: string; publicKey: string }[] } }
  return importQrPublicKeys(body.response.keys)
}

/** One value of an IndexedDB store in the page, or null when the store or the value is missing. */
function readStored(page: Page, database: string, store: string, key: string) {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(database)
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) return resolve(null)
          const read = db.transaction(store).objectStore(store).get(key)
          read.onerror = () => resolve(null)
          read.onsuccess = () => resolve(read.result ?? null)
        }
      }),
    { database, store, key },
  )
}

/** The QR token as the persisted query cache holds it in IndexedDB, or null. */
async function persistedToken(page: Page) {
  type Cache = { clientState?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }
  const cache = (await readStored(page, 'keyval-store', 'keyval', 'club-query-cache')) as Cache
  const token = cache?.clientState?.queries.find(
    (q) => q.queryKey[0] === 'carnet' && q.queryKey[1] === 'token',
  )
  return typeof token?.state.data === 'string' ? token.state.data : null
}

async function openCard(page: Page) {
  await signIn(page, DEMO_MEMBER)
  await expect(page.getByRole('heading', { name: 'Bienvenido, Julián' })).toBeVisible()
  await expect(page.getByText(/^Socio #\d+$/)).toBeVisible()
  await page.getByRole('link', { name: 'Ver mi carnet' }).click()
  await expect(page.getByRole('heading', { name: 'Carnet Digital' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Foto de Julián Ferreyra' })).toBeVisible()
}

/** The member's devices, as GET /api/socios/dispositivos gives them to their session. */
async function devices(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.get('/api/socios/dispositivos', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await res.json()) as { response: { id: number; nombre: string }[] }).response
}

/** The phone's certificate as the card keeps it in IndexedDB, or null. */
async function keptCertificate(page: Page) {
  const kept = await readStored(page, 'club-carnet-dispositivo', 'clave', 'certificado')
  return (kept as { certificado?: string } | null)?.certificado ?? null
}

const verifyAt = async (page: Page, token: string, nowSeconds: number) =>
  verifyDeviceToken(token, { keys: await gateKeys(page), revocados: new Set(), nowSeconds })

test("the member's phone makes the card's code, and the gate accepts it", async ({
  page,
  expectAccessible,
}) => {
  await openCard(page)
  const number = await page
    .getByRole('article')
    .getByText(/^Socio #\d+$/)
    .textContent()
  await page.getByRole('button', { name: 'Ver más detalles' }).click()
  await expect(page.getByText('DNI', { exact: true })).toBeVisible()
  await expect(page.getByText('Categoría', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Válido sin conexión hasta el \d{2}\/\d{2}$/)).toBeVisible()
  await expect(
    page.getByText('El código cambia cada 15 segundos y funciona sin conexión.'),
  ).toBeVisible()
  await expectAccessible(page)

  const token = await scanQr(page)
  expect(token).toHaveLength(243)
  const verdict = await verifyAt(page, token, Math.floor(Date.now() / 1000))
  expect(verdict).toMatchObject({ ok: true })
  expect(`Socio #${decodeDeviceToken(token)!.certificado.socioId}`).toBe(number)
  expect(await devices(page)).toContainEqual(expect.objectContaining({ nombre: 'Linux · Chrome' }))

  await page.getByRole('button', { name: 'Ocultar detalles' }).click()
  await expect(page.getByText('Categoría', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible()
})

test.describe('without connection', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] })

  test('offline for days, the phone goes on making codes until its certificate ends', async ({
    page,
    context,
  }) => {
    await page.clock.install()
    await openCard(page)
    await page.getByRole('button', { name: 'Ver más detalles' }).click()
    // Until the phone is registered the card shows the server's code.
    await expect(page.getByText(/^Válido sin conexión hasta el \d{2}\/\d{2}$/)).toBeVisible()
    const first = await scanQr(page)
    await expect.poll(() => keptCertificate(page)).not.toBeNull()
    await waitForWorker(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('img', { name: 'Foto de Julián Ferreyra' })).toBeVisible()
    await page.clock.fastForward(3 * DAY + 16_000)
    const later = await scanQr(page)
    expect(later).not.toBe(first)
    const { time } = decodeDeviceToken(later)!
    expect(time - decodeDeviceToken(first)!.time).toBeGreaterThanOrEqual(3 * 86_400)
    expect(await verifyAt(page, later, time)).toMatchObject({ ok: true })
    // A capture shown a minute later is refused.
    expect(await verifyAt(page, later, time + 60)).toEqual({ ok: false, reason: 'stale' })

    await page.clock.fastForward(3 * DAY)
    await expect(
      page.getByText(/^Queda(n \d días| 1 día) sin conexión: conectate para renovar$/),
    ).toBeVisible()
    await page.clock.fastForward(2 * DAY)
    await expect(page.getByText('Conectate para renovar el carnet')).toBeVisible()
    await expect(page.getByText(/^Socio #\d+ · DNI [\d.]+$/)).toBeVisible()
    await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0)
  })
})

test.describe('a browser without WebCrypto signatures', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] })
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const unsupported = () =>
        Promise.reject(new DOMException('Algoritmo no soportado', 'NotSupportedError'))
      SubtleCrypto.prototype.generateKey = unsupported as SubtleCrypto['generateKey']
    })
  })

  test("shows the server's 5-minute code, which survives an offline reload and then ends", async ({
    page,
    context,
  }) => {
    await page.clock.install()
    await openCard(page)
    await page.getByRole('button', { name: 'Ver más detalles' }).click()
    const before = await scanQr(page)
    expect(before).toHaveLength(108)
    expect(
      await verifyQrToken(before, await gateKeys(page), Math.floor(Date.now() / 1000)),
    ).toMatchObject({ ok: true })
    await expect(page.getByText(/cada 5 minutos/)).toBeVisible()
    // The persister writes the cache a moment after each change: wait until the token is in.
    await expect.poll(() => persistedToken(page)).toBe(before)
    // The worker takes over the first visit: no second load is needed to work offline.
    await waitForWorker(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('img', { name: 'Foto de Julián Ferreyra' })).toBeVisible()
    expect(await scanQr(page)).toBe(before)
    await expect(page.getByText(/^Datos actualizados el /)).toBeVisible()

    await page.clock.fastForward('06:00')
    await expect(page.getByText('Código vencido — conectate para renovarlo')).toBeVisible()
    await expect(page.getByText(/^Socio #\d+ · DNI [\d.]+$/)).toBeVisible()
    await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0)
  })
})

test('benefits show the two partners with their descriptions', async ({ page }) => {
  await openAs(page, DEMO_MEMBER, '/beneficios/beneficios')
  await expect(page.getByRole('heading', { name: 'Beneficios' })).toBeVisible()
  await expect(page.getByRole('img', { name: /Farmacia del Centro/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /Gimnasio Pampa Fit/ })).toBeVisible()
})
