import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/own-server'
import { DEMO_MEMBER, signIn } from '../support/sign-in'

// A server of its own: each phone that opens the card registers a device (3 at most).
test.use({ ownServerFor: 'card-phone' })

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 390, height: 844 } })

/**
 * The whole QR is on screen with the page unscrolled: inside the viewport, above the tab
 * bar's top, and nothing drawn over it (its corners and centre hit the QR itself).
 */
async function expectWholeQrOnScreen(page: Page, qr: Locator) {
  await expect(qr).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = (await qr.boundingBox())!
  const tabBar = (await page.getByRole('navigation', { name: 'Mi cuenta' }).boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y)
  const uncovered = await qr.evaluate((canvas) => {
    const r = canvas.getBoundingClientRect()
    const points = [
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ] as const
    return points.every(([x, y]) => document.elementFromPoint(x, y) === canvas)
  })
  expect(uncovered, 'nada tapa el QR').toBe(true)
}

test('on a 390 × 844 phone the whole QR is on screen, details closed and open, without scrolling', async ({
  page,
}) => {
  await signIn(page, DEMO_MEMBER)
  await page.getByRole('link', { name: 'Ver mi carnet' }).click()
  await expect(page.getByRole('heading', { name: 'Carnet Digital' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Foto de Julián Ferreyra' })).toBeVisible()
  const qr = page.getByRole('img', { name: /^Código QR de acceso del socio #\d+$/ })
  // The phone's own code, once it is registered: the larger of the two.
  await expect(page.getByText(/^Válido sin conexión hasta el \d{2}\/\d{2}$/)).toBeVisible()
  await expectWholeQrOnScreen(page, qr)

  const details = page.getByRole('button', { name: 'Ver más detalles' })
  await expect(details).toBeInViewport()
  await details.click()
  await expect(page.getByText('Categoría', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ocultar detalles' })).toBeVisible()
  await expectWholeQrOnScreen(page, qr)

  // Remembered on the phone: the next visit opens with the details and the QR in view.
  await page.reload()
  await expect(page.getByText('Categoría', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Válido sin conexión hasta el \d{2}\/\d{2}$/)).toBeVisible()
  await expectWholeQrOnScreen(page, qr)
})
