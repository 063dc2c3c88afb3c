import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { DEMO_MEMBER, signIn } from '../support/sign-in'

test.use({ viewport: { width: 390, height: 844 } })

/** The bar's content fits: nothing scrolls sideways, every control is on screen. */
async function expectBarFits(page: Page) {
  const banner = page.getByRole('banner')
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  for (const control of await banner.locator('a, button').all()) {
    const box = (await control.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
  }
}

test("signed in, the public bar has 'Salir' and the home page no 'Quiero asociarme'", async ({
  page,
  expectAccessible,
}) => {
  await signIn(page, DEMO_MEMBER)
  await page.goto('/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Mi cuenta' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Salir' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Información y pagos' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Quiero asociarme' })).toHaveCount(0)
  await expect(banner.getByRole('link', { name: 'Asociate' })).toHaveCount(0)
  await expectBarFits(page)
  await expectAccessible(page)

  await banner.getByRole('button', { name: 'Salir' }).click()
  await expect(page.getByText('Cerraste la sesión')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect(banner.getByRole('link', { name: 'Soy socio' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Quiero asociarme' })).toBeVisible()
})

test("the member area: 'Cerrar Sesión' for this device; signing out everywhere asks first", async ({
  page,
  expectAccessible,
}) => {
  await signIn(page, DEMO_MEMBER)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: 'Cerrar Sesión', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Salir' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click()
  const question = page.getByRole('alertdialog', {
    name: 'Cerrar sesión en todos los dispositivos',
  })
  await expect(question).toContainText(
    'Se va a cerrar tu sesión en todos los teléfonos y computadoras donde ingresaste, también en este. ¿Continuar?',
  )
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(question).toHaveCount(0)
  // Nothing happened: still signed in, here and on the server.
  await expect(page.getByRole('heading', { name: 'Bienvenido, Julián' })).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const session = await page.request.post('/api/auth/auth', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(session.status()).toBe(200)
})
