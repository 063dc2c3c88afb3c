import { expect, test } from '../support/fixtures'
import { fakeOpenStreetMap } from '../support/open-street-map'
import { DEMO_MEMBER, signIn } from '../support/sign-in'

// An unknown path is answered 404 (the page stays the same), which Chromium logs as an error.
test.use({
  allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/esto\/no\/existe\)$/],
})

test.describe('public pages', () => {
  test('home: hero with the club name, crest and calls to action', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Club Social y Deportivo Santa Rosa')
    // The first hero image, portrait and landscape, is fetched before the script asks for it.
    await expect(page.locator('link[rel="preload"][fetchpriority="high"]')).toHaveCount(2)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Club Social y Deportivo Santa Rosa' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Quiero asociarme' })).toHaveAttribute(
      'href',
      '/socios/asociarse',
    )
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Soy socio' })).toHaveAttribute(
      'href',
      '/auth/identificarse',
    )
    await expect(banner.getByRole('link', { name: 'Mi cuenta' })).toHaveCount(0)
    await expect(banner.getByRole('link', { name: 'Asociate' })).toHaveCount(0)
    const heroHeight = await page
      .locator('section[aria-labelledby="hero-title"]')
      .evaluate((el) => el.getBoundingClientRect().height)
    expect(heroHeight).toBe(page.viewportSize()!.height)
    await expectAccessible(page)
  })

  test('info page: the three toggle sections with hours, map and payment', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await fakeOpenStreetMap(context)
    await page.goto('/socios/preguntas')
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
    // The hero is the landing page's: no other page preloads it for nothing.
    await expect(page.locator('link[rel="preload"][fetchpriority="high"]')).toHaveCount(0)

    await page.getByText('¿Cómo me contacto con el club?').click()
    await expect(
      page.getByText('La secretaría atiende de lunes a viernes de 17:00 a 21:00.'),
    ).toBeVisible()

    await page.getByText('¿Dónde queda el club?').click()
    await expect(page.getByText('Av. San Martín 850, Santa Rosa, La Pampa (L6300)')).toBeVisible()
    await expect(page.getByRole('img', { name: /^Mapa con la ubicación de / })).toBeVisible()
    await expect(page.locator('iframe[title^="Mapa"]')).toHaveAttribute(
      'src',
      /openstreetmap\.org\/export\/embed\.html/,
    )

    await page.getByText('¿Cómo pago mi cuota?').click()
    for (const text of ['Efectivo', 'Tarjeta de débito', 'Tarjeta de crédito en un pago']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByText('0930000200000000000000')).toBeVisible()
    await expect(page.getByText('CLUB.SANTAROSA.CUOTA')).toBeVisible()
    await expect(page.getByText(/indicando la actividad, tu nombre y apellido/)).toBeVisible()
    await expectAccessible(page)
  })

  test('how to become a member: the online-registration notice', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/socios/asociarse')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Asociate a Club Santa Rosa' }),
    ).toBeVisible()
    await expect(
      page.getByText(
        'Por ahora, solo podés registrarte online. Para hacerte socio tenés que acercarte al club.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Registrarme' })).toHaveAttribute(
      'href',
      '/auth/registroOnline',
    )
    await expectAccessible(page)
  })

  test('the short paths lead to the same pages', async ({ page }) => {
    await page.goto('/asociarse')
    await expect(page).toHaveURL(/\/socios\/asociarse$/)
    await page.goto('/preguntas')
    await expect(page).toHaveURL(/\/socios\/preguntas$/)
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
  })

  test('unauthorized page', async ({ page, expectAccessible }) => {
    await page.goto('/noAutorizado')
    const heading = page.getByRole('heading', { name: 'ACCESO NO AUTORIZADO' })
    await expect(heading).toBeVisible()
    await expect(heading).toHaveCSS('color', 'rgb(179, 38, 30)')
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectAccessible(page)
  })

  test('not found', async ({ page, expectAccessible }) => {
    const response = await page.goto('/esto/no/existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    await expectAccessible(page)
  })

  test('member and admin screens ask a visitor to sign in', async ({ page, expectAccessible }) => {
    for (const path of [
      '/cuenta/carnet',
      '/cuenta/micuenta',
      '/beneficios/beneficios',
      '/admin/menu',
      '/admin/socios/12',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Ingresá para continuar' })).toBeVisible()
      await expect(page.getByRole('form', { name: 'Ingresar' })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    }
    await expectAccessible(page)
  })
})

test('the WhatsApp button: on the public pages, opens the chat, not in the member area', async ({
  page,
}) => {
  for (const path of ['/', '/socios/preguntas', '/noAutorizado', '/auth/identificarse']) {
    await page.goto(path)
    const button = page.getByRole('link', { name: /Escribinos por WhatsApp/ })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('href', 'https://wa.me/5492954123456?text=Hola!')
    await expect(button).toHaveAttribute('target', '_blank')
    await expect(button).toHaveAttribute('rel', /noopener/)
    const box = (await button.boundingBox())!
    const viewport = page.viewportSize()!
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40)
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40)
  }
  // Where people work it would cover their controls: the member area and the administration.
  await page.goto('/admin/menu')
  await expect(page.getByRole('heading', { name: 'Ingresá para continuar' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Escribinos por WhatsApp/ })).toHaveCount(0)
  await signIn(page, DEMO_MEMBER)
  await expect(page.getByRole('heading', { name: /^Bienvenido/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Escribinos por WhatsApp/ })).toHaveCount(0)
})
