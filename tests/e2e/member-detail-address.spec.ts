import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, DEMO_MEMBER, openAs } from '../support/sign-in'

// A member the server does not have, or a number it refuses, is its 404 or 400: Chromium logs it.
test.use({
  allowedConsoleErrors: [
    /status of (400 \(Bad Request\)|404 \(Not Found\)) \(http:\/\/[^/]+\/api\/socios\/getSocio\?id=\d+\)$/,
  ],
})

/** The demo member's number, as the API gives it to them. */
async function demoSocioId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/auth/login', {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  })
  const { response } = (await res.json()) as { response: { userData: { socio_id: number } } }
  return response.userData.socio_id
}

const DEVICES = [
  { name: '1280 px desktop', viewport: { width: 1280, height: 800 } },
  { name: '390 px phone', viewport: { width: 390, height: 844 } },
]

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('a member that is not there, or a number that is none, is said inside the dashboard', async ({
      page,
      expectAccessible,
    }) => {
      await openAs(page, DEMO_ADMIN, '/admin/menu')
      const nav = page.getByRole('navigation', { name: 'Mi cuenta' })
      for (const id of ['999999', 'abc', '2147483648', '99999999999999']) {
        await page.goto(`/admin/socios/${id}`)
        // A whole page load, the app's start and the API's answer.
        await expect(
          page.getByRole('heading', { level: 1, name: 'Socio no encontrado' }),
        ).toBeVisible({ timeout: 15_000 })
        await expect(page.getByText('Página no encontrada')).toHaveCount(0)
        await expect(nav).toBeVisible()
        await expect(page.getByRole('button', { name: 'Cerrar Sesión', exact: true })).toBeVisible()
        await expect(page).toHaveTitle(/^Socio no encontrado · /)
      }
      await expectAccessible(page)
      await page.getByRole('link', { name: 'Volver al listado' }).click()
      await expect(page.getByRole('heading', { name: 'Gestión de Socios' })).toBeVisible()

      // Its edit form too.
      await page.goto('/admin/socios/999999/editar')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Socio no encontrado' }),
      ).toBeVisible()
      await expect(nav).toBeVisible()
    })

    test("the original app's address opens the member's page, devices and all", async ({
      page,
      request,
    }) => {
      const id = await demoSocioId(request)
      await openAs(page, DEMO_ADMIN, `/admin/socio/${id}?desde=aviso#cuotas`)
      await expect(page).toHaveURL(new RegExp(`/admin/socios/${id}\\?desde=aviso#cuotas$`))
      await expect(page.getByText(`Socio #${id}`)).toBeVisible()
      await expect(page.getByRole('region', { name: 'Dispositivos del carnet' })).toBeVisible()
      // The replaced address is not in the history: back leaves the member's page.
      await page.goBack()
      await expect(page).not.toHaveURL(/\/admin\/socios?\//)

      await page.goto('/admin/socio/abc')
      await expect(page).toHaveURL(/\/admin\/socios\/abc$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Socio no encontrado' }),
      ).toBeVisible()
    })
  })
}
