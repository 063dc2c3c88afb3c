import type { Page } from '@playwright/test'
import { decodeQrToken, importQrPublicKeys, verifyQrToken } from '../../src/domain/qr-token'
import { expect, test } from '../support/fixtures'
import { readQr } from '../support/qr-reader'
import { DEMO_ADMIN, DEMO_MEMBER, openAs, signIn } from '../support/sign-in'

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

/** The QR token as the persisted query cache holds it in IndexedDB, or null. */
function persistedToken(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('club-query-cache')
          read.onerror = () => resolve(null)
          read.onsuccess = () => {
            type Cache = {
              clientState?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
            }
            const queries = (read.result as Cache | undefined)?.clientState?.queries ?? []
            const token = queries.find(
              (q) => q.queryKey[0] === 'carnet' && q.queryKey[1] === 'token',
            )
            resolve(typeof token?.state.data === 'string' ? token.state.data : null)
          }
        }
      }),
  )
}

async function openCard(page: Page) {
  await signIn(page, DEMO_MEMBER)
  await expect(page.getByRole('heading', { name: 'Bienvenido, Julián' })).toBeVisible()
  await expect(page.getByText(/^Socio #\d+$/)).toBeVisible()
  await page.getByRole('link', { name: 'Ver mi carnet' }).click()
  await expect(page.getByRole('heading', { name: 'Carnet Digital' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Foto de Julián Ferreyra' })).toBeVisible()
}

test('the member opens their card and its QR carries a token the gate accepts', async ({
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
  await expectAccessible(page)

  const token = await scanQr(page)
  expect(token.length).toBeLessThanOrEqual(120)
  const verdict = await verifyQrToken(token, await gateKeys(page), Math.floor(Date.now() / 1000))
  expect(verdict).toMatchObject({ ok: true })
  expect(`Socio #${decodeQrToken(token)!.socioId}`).toBe(number)

  await page.getByRole('button', { name: 'Ocultar detalles' }).click()
  await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0)
})

test.describe('without connection', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] })

  test('the card, photo and QR survive an offline reload; an expired code says so', async ({
    page,
    context,
  }) => {
    await page.clock.install()
    await openCard(page)
    await page.getByRole('button', { name: 'Ver más detalles' }).click()
    const before = await scanQr(page)
    // The persister writes the cache a moment after each change: wait until the token is in.
    await expect.poll(() => persistedToken(page)).toBe(before)
    // The worker takes over the first visit: no second load is needed to work offline.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)

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
