import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, DEMO_MEMBER, signIn } from '../support/sign-in'
import { fakeOpenStreetMap } from '../support/open-street-map'

/** The member area's navigation: the tab bar on phones, the sidebar on desktops. */
const memberNav = (page: Page) => page.getByRole('navigation', { name: 'Mi cuenta' })

/** Nothing scrolls sideways: not the page, not the navigation, and all of it is on screen. */
async function expectNoSideways(page: Page, nav: Locator) {
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  for (const link of await nav.getByRole('link').all()) {
    const box = (await link.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
  }
}

/**
 * What of the page's main content lies under a fixed element (the tab bar, the WhatsApp
 * button) once the page is scrolled to its end: controls by their box, text by its lines.
 */
async function coveredAtEnd(page: Page, fixed: Locator): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect
    .poll(() =>
      page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true)
  const cover = (await fixed.boundingBox())!
  return page.evaluate((b) => {
    const hit = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < b.x + b.width &&
      r.right > b.x &&
      r.top < b.y + b.height &&
      r.bottom > b.y
    const covered: string[] = []
    for (const el of document.querySelectorAll('main *')) {
      if (el.matches('a, button, input, select, textarea, summary')) {
        if (hit(el.getBoundingClientRect())) covered.push(el.outerHTML.slice(0, 80))
        continue
      }
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        if ([...range.getClientRects()].some(hit)) covered.push(node.textContent.trim())
      }
    }
    return covered
  }, cover)
}

/** An element's box once it is on screen: after a URL change the page may still be rendering. */
async function visibleBox(element: Locator) {
  // Polled: right after signing in the bar may still be replaced, and the box of an element
  // just detached is null.
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null
  await expect.poll(async () => (box = await element.boundingBox())).not.toBeNull()
  return box!
}

/** `inner` lies wholly within `outer`, and shows all its content (nothing clipped). */
async function expectWithin(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!
  const b = (await outer.boundingBox())!
  expect(a.x).toBeGreaterThanOrEqual(b.x)
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width)
  expect(await inner.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a member: the crest, one exit, every destination at hand and the current one marked', async ({
    page,
    expectAccessible,
  }) => {
    await signIn(page, DEMO_MEMBER)
    await expect(memberNav(page)).toBeVisible()
    const banner = page.getByRole('banner')
    const crest = await visibleBox(banner.locator('img'))
    expect(crest.width).toBe(36)
    expect(crest.x).toBeGreaterThanOrEqual(8)
    await expect(banner.getByText('Club Santa Rosa')).toBeVisible()
    const salir = await visibleBox(
      banner.getByRole('button', { name: 'Cerrar Sesión', exact: true }),
    )
    expect(390 - (salir.x + salir.width)).toBeGreaterThanOrEqual(8)
    // Each action once: the account is a tab, leaving is in the bar.
    await expect(page.getByRole('button', { name: 'Cerrar Sesión', exact: true })).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toHaveCount(1)

    const nav = memberNav(page)
    await expect(nav.getByRole('link')).toHaveText([
      'Mi Cuenta',
      'Carnet Digital',
      'Estado de Cuotas',
      'Beneficios',
    ])
    for (const [label, path] of [
      ['Carnet Digital', '/cuenta/carnet'],
      ['Estado de Cuotas', '/cuenta/cuotas'],
      ['Beneficios', '/beneficios/beneficios'],
      ['Mi Cuenta', '/cuenta/micuenta'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await expectNoSideways(page, nav)
      await expectAccessible(page)
    }

    // The end of the account page clears the tab bar: the password's button can be pressed.
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
    expect(await coveredAtEnd(page, nav)).toEqual([])
    await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeInViewport()
    // Signing out everywhere, in the sidebar on a desk, is on the account page here.
    await expect(
      page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    ).toBeVisible()
  })

  test('an administrator: the panel first, one tab for every administration screen', async ({
    page,
    expectAccessible,
  }) => {
    await signIn(page, DEMO_ADMIN)
    const nav = memberNav(page)
    await expect(nav.getByRole('link')).toHaveText(['Mi Cuenta', 'Beneficios', 'Administración'])
    const administracion = nav.getByRole('link', { name: 'Administración' })
    await expect(administracion).toHaveAttribute('aria-current', 'page')
    await expectNoSideways(page, nav)
    await expectAccessible(page)

    // Nested screens mark their section.
    await page.getByRole('link', { name: /Listado de Socios/ }).click()
    await expect(page.getByRole('heading', { name: 'Gestión de Socios' })).toBeVisible()
    await expect(administracion).toHaveAttribute('aria-current', 'page')
    await page
      .getByRole('link', { name: /^Ver detalles de / })
      .first()
      .click()
    await expect(page.getByText(/^Socio #\d+/)).toBeVisible()
    await expect(administracion).toHaveAttribute('aria-current', 'page')
    await expectNoSideways(page, nav)
    await page.goto('/admin/configuracion')
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible()
    await expect(administracion).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)

    await nav.getByRole('link', { name: 'Mi Cuenta' }).click()
    await expect(page.getByRole('main').getByRole('definition')).toHaveText([
      'Marta Quiroga',
      DEMO_ADMIN.email,
      'Administrador',
    ])
    await expect(page.getByRole('link', { name: 'Asociate' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a registered user: the public bar keeps the crest and fits its actions', async ({
    page,
  }) => {
    const email = `celular-${Date.now()}@example.com`
    const res = await page.request.post('/api/auth/signup', {
      data: {
        email,
        nombre: 'Nélida',
        apellido: 'Arce',
        password: 'caldenes-del-sur',
        confirmPassword: 'caldenes-del-sur',
      },
    })
    expect(res.status()).toBe(200)
    await signIn(page, { email, password: 'caldenes-del-sur' })
    await page.goto('/socios/asociarse')
    const banner = page.getByRole('banner')
    const crest = await visibleBox(banner.locator('img'))
    expect(crest.width).toBe(36)
    const items = banner.getByRole('navigation').getByRole('link')
    await expect(items).toHaveText(['Información', 'Asociate', 'Mi cuenta'])
    let right = crest.x + crest.width
    for (const item of await items.all()) {
      const box = (await item.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(right)
      right = box.x + box.width
    }
    expect(390 - right).toBeGreaterThanOrEqual(8)
  })

  test('the public pages end with room for the WhatsApp button', async ({ page, context }) => {
    await fakeOpenStreetMap(context)
    for (const path of ['/', '/socios/asociarse', '/socios/preguntas', '/auth/identificarse']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Every section open, the payment data (CBU, alias) at the end.
      for (const summary of await page.locator('main summary').all()) await summary.click()
      const button = page.getByRole('link', { name: /Escribinos por WhatsApp/ })
      expect(await coveredAtEnd(page, button), path).toEqual([])
    }
  })
})

test.describe('on a 1366 px desk', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the sidebar: long entries wrap, the current one is marked, no tab bar', async ({
    page,
    expectAccessible,
  }) => {
    await signIn(page, DEMO_ADMIN)
    const sidebar = memberNav(page)
    await expect(sidebar.getByRole('link')).toHaveText([
      'Mi Cuenta',
      'Beneficios',
      'Administración',
      'Configuración',
    ])
    const todos = sidebar.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' })
    await expectWithin(todos, sidebar)
    await sidebar.getByRole('link', { name: 'Configuración' }).click()
    await expect(sidebar.getByRole('link', { name: 'Configuración' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1)
    // One of each action: the account page leaves signing out everywhere to the sidebar.
    await sidebar.getByRole('link', { name: 'Mi Cuenta' }).click()
    await expect(page.getByRole('form', { name: 'Cambiar contraseña' })).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    ).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Cerrar Sesión', exact: true })).toHaveCount(1)
    await expectAccessible(page)
  })
})
