import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

test('an administrator reads who signed in and filters the activity log', async ({
  page,
  expectAccessible,
}) => {
  // A wrong password first: the log shows it beside the sign-in that follows.
  const wrong = await page.request.post('/api/auth/login', {
    data: { email: DEMO_ADMIN.email, password: 'no-es-la-clave' },
  })
  expect(wrong.status()).toBe(401)

  await openAs(page, DEMO_ADMIN, '/admin/menu')
  await page.getByRole('link', { name: /Registro de actividad/ }).click()
  await expect(page.getByRole('heading', { name: 'Registro de actividad' })).toBeVisible()
  await expect(page).toHaveTitle(/^Registro de actividad · /)
  await expect(page.getByText(/^Total: \d+ entradas$/)).toBeVisible()
  const mine = page.getByRole('row').filter({ hasText: DEMO_ADMIN.email })
  await expect(mine.filter({ hasText: 'Ingreso fallido' }).first()).toBeVisible()
  await expect(mine.filter({ hasText: /Ingreso\s*Con contraseña/ }).first()).toBeVisible()
  await expectAccessible(page)

  // One action: only its rows, and the filter in the address.
  await page.getByLabel('Acción').selectOption('ingreso-fallido')
  await expect(page).toHaveURL(/accion=ingreso-fallido/)
  await expect(page.locator('tbody tr').first()).toContainText('Ingreso fallido')
  await expect(page.locator('tbody tr').filter({ hasNotText: 'Ingreso fallido' })).toHaveCount(0)

  // An actor no one is: the product's message.
  await page.getByLabel('Usuario').fill('nadie-con-este-email')
  await expect(page.getByText('No hay actividad con los filtros aplicados')).toBeVisible()
})

test("'Desde' after 'Hasta' is said on the screen, not asked to the server", async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/registro-actividad?desde=2026-03-12&hasta=2026-03-10')
  await expect(page.getByRole('alert')).toHaveText(
    'La fecha "desde" no puede ser posterior a la fecha "hasta"',
  )
  await expect(page.getByText('Total: 0 entradas')).toBeVisible()
})
