import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { fakeOpenStreetMap } from '../support/open-street-map'
import { reloadUnderServiceWorker } from '../support/service-worker'
import { startServer, type RunningServer } from '../support/start-server'

// Offline, the browser reports the requests it could not make as console errors.
test.use({
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/],
})

/** Installs the service worker, reloads under it, then goes offline and reloads again. */
async function reloadOffline(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
  await reloadUnderServiceWorker(page)
  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
}

const mapImage = (page: Page) => page.getByRole('img', { name: /^Mapa con la ubicación de / })

test('offline, the club map the worker kept, inside the link to the map', async ({
  page,
  context,
}) => {
  // The section was never opened online: the worker fetched the map when it installed.
  await reloadOffline(page, '/socios/preguntas')
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/settings/mapa'))
  await page.getByText('¿Dónde queda el club?').click()
  expect((await answer).fromServiceWorker()).toBe(true)
  const image = mapImage(page)
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
  const link = page.getByRole('link', { name: /Abrir en el mapa/ })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=-36\.6203&mlon=-64\.2906/)
  await expect(link.getByRole('img')).toHaveCount(1)
  await expect(page.getByRole('status')).toHaveCount(0)
  await expect(page.locator('iframe')).toHaveCount(0)
  await context.setOffline(false)
})

test.describe('on a screen of twice the density', () => {
  test.use({ deviceScaleFactor: 2 })

  test('offline, the kept map stands in for the sharper one never fetched', async ({
    page,
    context,
  }) => {
    await reloadOffline(page, '/socios/preguntas')
    await page.getByText('¿Dónde queda el club?').click()
    const image = mapImage(page)
    await expect(image).toBeVisible()
    // The candidate is chosen as the image loads, after it is laid out (visible).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/escala=2$/)
    // The 640 px image under the 2x candidate: 320 CSS px (the 1280 px one would give 640).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
    await context.setOffline(false)
  })
})

test('online, the interactive map covers the image once loaded', async ({ page, context }) => {
  await fakeOpenStreetMap(context)
  await page.goto('/socios/preguntas')
  await page.getByText('¿Dónde queda el club?').click()
  const image = mapImage(page)
  await expect(image).toBeVisible()
  const frame = page.locator('iframe[title^="Mapa"]')
  await expect(frame).toBeVisible()
  await expect(frame).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/)
  const [frameBox, imageBox] = [await frame.boundingBox(), await image.boundingBox()]
  expect(frameBox).toEqual(imageBox)
})

test.describe('a server that never got its tiles', () => {
  let server: RunningServer

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    server = await startServer({
      env: { DEMO: '0', MAP_TILES_URL: process.env.E2E_MAP_TILES_FAILING_URL! },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('answers 503, and offline the page gives the address in words', async ({
    page,
    context,
    request,
  }) => {
    const res = await request.get(`${server.url}/api/settings/mapa`)
    expect(res.status()).toBe(503)
    expect(await res.json()).toMatchObject({ message: 'El mapa no está disponible' })

    await reloadOffline(page, `${server.url}/socios/preguntas`)
    await page.getByText('¿Dónde queda el club?').click()
    await expect(page.getByRole('status')).toHaveText(
      'Sin conexión: el mapa no está disponible. La dirección es Av. San Martín 850, Santa Rosa, La Pampa.',
    )
    await expect(page.getByRole('link', { name: 'Abrir en el mapa' })).toBeVisible()
    await expect(mapImage(page)).toHaveCount(0)
    await context.setOffline(false)
  })
})
