import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../support/own-server'
import { DEMO_ADMIN, DEMO_MEMBER, openAs, signIn } from '../support/sign-in'

// A server of its own: each phone that opens the card registers a device (3 at most), and
// these tests end the member's sessions.
test.use({ ownServerFor: 'dispositivos' })

test.describe.configure({ mode: 'serial' })

/** One value of the card's store in the page, or null. */
function cardStored(page: Page, key: 'par' | 'certificado') {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('club-carnet-dispositivo')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('clave')) return resolve(null)
          const read = db.transaction('clave').objectStore('clave').get(key)
          read.onerror = () => resolve(null)
          read.onsuccess = () => resolve(read.result ?? null)
        }
      }),
    key,
  )
}

const keptDeviceId = async (page: Page) =>
  ((await cardStored(page, 'certificado')) as { id?: number } | null)?.id ?? null

/** The card's details, where the QR is: the card remembers them open. */
async function openDetails(page: Page) {
  const details = page.getByRole('button', { name: /^(Ver más|Ocultar) detalles$/ })
  await expect(details).toBeVisible()
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click()
}

/** The member's phone with the card open, made for offline use; returns its device id. */
async function cardReady(page: Page) {
  await signIn(page, DEMO_MEMBER)
  await page.getByRole('link', { name: 'Ver mi carnet' }).click()
  await openDetails(page)
  await expect(page.getByText(/^Válido sin conexión hasta el \d{2}\/\d{2}$/)).toBeVisible()
  await expect.poll(() => keptDeviceId(page)).not.toBeNull()
  const socio = await page
    .getByRole('article')
    .getByText(/^Socio #\d+$/)
    .textContent()
  return { id: (await keptDeviceId(page))!, socioId: Number(socio!.slice('Socio #'.length)) }
}

/** The member's live devices, as an administrator sees them. */
async function devicesOf(page: Page, socioId: number) {
  const login = await page.request.post('/api/auth/login', { data: DEMO_ADMIN })
  const { response } = (await login.json()) as { response: { token: string } }
  const res = await page.request.get(`/api/socios/dispositivos?socio=${socioId}`, {
    headers: { Authorization: `Bearer ${response.token}` },
  })
  return ((await res.json()) as { response: { id: number }[] }).response.map((d) => d.id)
}

/** The member removes every phone earlier tests registered: each test starts below the limit of 3. */
async function forgetDevices(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: DEMO_MEMBER })
  const { response } = (await login.json()) as { response: { token: string } }
  const headers = { Authorization: `Bearer ${response.token}` }
  const res = await page.request.get('/api/socios/dispositivos', { headers })
  for (const { id } of ((await res.json()) as { response: { id: number }[] }).response) {
    expect((await page.request.delete(`/api/socios/dispositivos/${id}`, { headers })).ok()).toBe(
      true,
    )
  }
}

/** An administrator removes a member's device from the member's detail. */
async function adminRemoves(browser: Browser, baseURL: string, socioId: number) {
  const context = await browser.newContext({ baseURL })
  const admin = await context.newPage()
  await openAs(admin, DEMO_ADMIN, `/admin/socios/${socioId}`)
  const section = admin.getByRole('region', { name: 'Dispositivos del carnet' })
  await section.getByRole('button', { name: 'Quitar Linux · Chrome' }).click()
  const dialog = admin.getByRole('alertdialog', { name: 'Quitar dispositivo' })
  await expect(
    dialog.getByText('Ese teléfono deja de mostrar el carnet sin conexión.', { exact: false }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Quitar' }).click()
  await expect(section.getByText('Sin dispositivos registrados')).toBeVisible()
  await context.close()
}

test.describe('a lost phone', () => {
  test.use({ allowedConsoleErrors: [/status of 401 .*\/api\//] })

  test('removed by an administrator: its next visit signs it out, its key gone; signing in again registers a new one', async ({
    page,
    browser,
    ownServer,
  }) => {
    const { id, socioId } = await cardReady(page)

    await adminRemoves(browser, ownServer.url, socioId)

    // Its next request: the list of its devices, which it never asked for before.
    await page.goto('/cuenta/dispositivos')
    await expect(page.getByRole('form', { name: 'Ingresar' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect.poll(() => cardStored(page, 'par')).toBeNull()
    expect(await cardStored(page, 'certificado')).toBeNull()
    expect(await devicesOf(page, socioId)).toEqual([])

    const again = await cardReady(page)
    expect(again.id).not.toBe(id)
    expect(await devicesOf(page, socioId)).toEqual([again.id])
  })
})

test('removing this phone from Mis dispositivos: the server’s code until the next sign-in', async ({
  page,
  expectAccessible,
}) => {
  const { id, socioId } = await cardReady(page)
  await page.goto('/cuenta/dispositivos')
  const este = page.getByRole('listitem').filter({ hasText: 'Este teléfono' })
  await expect(este).toHaveCount(1)
  await expectAccessible(page)
  await este.getByRole('button', { name: 'Quitar Linux · Chrome' }).click()
  await page
    .getByRole('alertdialog', { name: 'Quitar dispositivo' })
    .getByRole('button', { name: 'Quitar' })
    .click()
  await expect(page.getByText('Dispositivo quitado')).toBeVisible()
  await expect(este).toHaveCount(0)
  expect(await devicesOf(page, socioId)).not.toContain(id)
  await expect.poll(() => cardStored(page, 'certificado')).toBeNull()
  expect(await cardStored(page, 'par')).toBeNull()

  const before = await devicesOf(page, socioId)
  await page.getByRole('link', { name: 'Carnet Digital' }).click()
  await openDetails(page)
  await expect(page.getByText(/cada 5 minutos/)).toBeVisible()
  expect(await devicesOf(page, socioId)).toEqual(before)
  expect(await cardStored(page, 'par')).toBeNull()

  await page.getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  await expect(page.getByText('Cerraste la sesión')).toBeVisible()
  const again = await cardReady(page)
  expect(again.id).not.toBe(id)
})

/** Chrome on a Pixel 8: a reduced user agent ('K' for a model) and the Client Hints' truth. */
const PIXEL = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  userAgentMetadata: {
    brands: [{ brand: 'Google Chrome', version: '131' }],
    fullVersionList: [{ brand: 'Google Chrome', version: '131.0.0.0' }],
    platform: 'Android',
    platformVersion: '14.0.0',
    architecture: '',
    model: 'Pixel 8',
    mobile: true,
  },
}

test.describe('on a 390 × 844 phone', () => {
  const viewport = { width: 390, height: 844 }
  test.use({ viewport })

  test('each phone by its model and the member’s name, this one marked, with its last use', async ({
    page,
    browser,
    ownServer,
    expectAccessible,
  }) => {
    await forgetDevices(page)
    // The member's other phone, whose browser tells its model.
    const other = await browser.newContext({ baseURL: ownServer.url, viewport })
    const pixel = await other.newPage()
    await (await other.newCDPSession(pixel)).send('Emulation.setUserAgentOverride', PIXEL)
    await cardReady(pixel)
    await other.close()

    await cardReady(page)
    await page.getByRole('link', { name: 'Mi Cuenta' }).click()
    await page.getByRole('link', { name: 'Mis dispositivos' }).click()
    const items = page.getByRole('listitem')
    const este = items.filter({ hasText: 'Este teléfono' })
    await expect(este).toHaveCount(1)
    await expect(este.getByText('Linux · Chrome', { exact: true })).toBeVisible()
    const otro = items.filter({ hasText: 'Pixel 8 · Android 14 · Chrome' })
    await expect(otro).toHaveCount(1)
    await expect(otro).not.toContainText('Este teléfono')
    await expect(otro.getByText(/^Último uso: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible()

    await otro
      .getByRole('button', { name: 'Cambiar nombre de Pixel 8 · Android 14 · Chrome' })
      .click()
    const form = page.getByRole('form', { name: 'Nombre de Pixel 8 · Android 14 · Chrome' })
    const field = form.getByLabel('Nombre del dispositivo')
    await field.fill('x'.repeat(31))
    await form.getByRole('button', { name: 'Guardar' }).click()
    await expect(form.getByText('Máximo 30 caracteres')).toBeVisible()
    await expect(field).toHaveValue('x'.repeat(31))
    await expectAccessible(page)
    await field.fill('El celu de Julián')
    await form.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Nombre guardado')).toBeVisible()
    const nombrado = items.filter({ hasText: 'El celu de Julián' })
    await expect(nombrado).toContainText('Pixel 8 · Android 14 · Chrome')
    await expect(nombrado.getByRole('button', { name: 'Quitar El celu de Julián' })).toBeVisible()
  })
})
