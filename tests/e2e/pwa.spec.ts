import { expect, test } from '../support/fixtures'
import { reloadUnderServiceWorker } from '../support/service-worker'

// Offline, the browser reports the requests it could not make as console errors.
test.use({
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/],
})

test('installs a service worker and reloads offline to the same page', async ({
  page,
  context,
}) => {
  await page.goto('/socios/preguntas')
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
  await reloadUnderServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(/\/socios\/preguntas$/)
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
  // The club's map, kept by the worker (tests/e2e/static-map.spec.ts).
  await page.getByText('¿Dónde queda el club?').click()
  await expect(page.getByRole('img', { name: /^Mapa con la ubicación de / })).toBeVisible()

  // Another client route, never visited, also comes from the precached shell.
  await page.goto('/noAutorizado')
  await expect(page.getByRole('heading', { name: 'ACCESO NO AUTORIZADO' })).toBeVisible()
  await context.setOffline(false)
})

test('the manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({
    display: 'standalone',
    lang: 'es-AR',
    start_url: expect.any(String),
  })
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  )
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src)
    expect(res.status(), icon.src).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
  }
})
