import { expect, test } from '../support/fixtures'
import { fillAdult, nuevoDocumento } from '../support/alta-helpers'
import { DEMO_ADMIN, openAs, signIn } from '../support/sign-in'

const bearer = (token: string | null) => ({ Authorization: `Bearer ${token}` })

test.describe('Mi Cuenta', () => {
  test.use({ allowedConsoleErrors: [/status of 400 .*\/api\/auth\/password/] })

  test('change my password, then sign out on every device', async ({ page, expectAccessible }) => {
    test.setTimeout(60_000)
    const email = `clave-${Date.now()}@example.com`
    const res = await page.request.post('/api/auth/signup', {
      data: {
        email,
        nombre: 'Elena',
        apellido: 'Roldán',
        password: 'médanos-del-oeste',
        confirmPassword: 'médanos-del-oeste',
      },
    })
    expect(res.status()).toBe(200)
    // Another device of hers, signed in before.
    const other = ((await res.json()) as { response: { token: string } }).response.token
    await signIn(page, { email, password: 'médanos-del-oeste' })

    const form = page.getByRole('form', { name: 'Cambiar contraseña' })
    await expectAccessible(page)
    await form.getByLabel('Contraseña actual').fill('no-es-esta')
    await form.getByLabel('Contraseña nueva', { exact: true }).fill('jarillas-al-sol')
    await form.getByLabel('Repetí la contraseña nueva').fill('jarillas-al-so')
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible()

    await form.getByLabel('Repetí la contraseña nueva').fill('jarillas-al-sol')
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible()
    // What was typed stays.
    await expect(form.getByLabel('Contraseña nueva', { exact: true })).toHaveValue(
      'jarillas-al-sol',
    )

    await form.getByLabel('Contraseña actual').fill('médanos-del-oeste')
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(page.getByText('Cambiaste tu contraseña')).toBeVisible()
    await expect(form.getByLabel('Contraseña actual')).toHaveValue('')
    // The other device's session ended; this one goes on.
    expect((await page.request.post('/api/auth/auth', { headers: bearer(other) })).status()).toBe(
      401,
    )
    const mine = await page.evaluate(() => localStorage.getItem('token'))
    expect((await page.request.post('/api/auth/auth', { headers: bearer(mine) })).status()).toBe(
      200,
    )

    await page
      .getByRole('navigation', { name: 'Mi cuenta' })
      .getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' })
      .click()
    // Asked first: 'Cancelar' (focused) keeps every session.
    const question = page.getByRole('alertdialog', {
      name: 'Cerrar sesión en todos los dispositivos',
    })
    await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await question.getByRole('button', { name: 'Cancelar' }).click()
    await expect(question).toHaveCount(0)
    expect((await page.request.post('/api/auth/auth', { headers: bearer(mine) })).status()).toBe(
      200,
    )
    await page
      .getByRole('navigation', { name: 'Mi cuenta' })
      .getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' })
      .click()
    await question.getByRole('button', { name: 'Cerrar sesión en todos' }).click()
    await expect(page.getByText('Cerraste la sesión en todos los dispositivos')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    expect((await page.request.post('/api/auth/auth', { headers: bearer(mine) })).status()).toBe(
      401,
    )

    await signIn(page, { email, password: 'jarillas-al-sol' })
  })
})

test.describe('reset link', () => {
  // One pattern: Playwright would read a two-item array as [value, fixture options]. The
  // registration looks the new documento up (404); the spent link answers 400.
  test.use({
    allowedConsoleErrors: [
      /404 \(Not Found\).*\/api\/socios\/getPersonas|status of 400 .*\/api\/auth\/reset/,
    ],
  })

  test('the desk makes a one-time link; the member sets a new password with it', async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(90_000)
    const documento = nuevoDocumento()
    await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
    await fillAdult(page, { documento, nombre: 'Irma', apellido: 'Clave' })
    await page.getByRole('button', { name: 'Guardar Socio' }).click()
    await expect(page).toHaveURL(/\/admin\/socios\/\d+$/)

    await page.getByRole('button', { name: 'Enlace para nueva contraseña' }).click()
    const field = page.getByLabel(/^Enlace \(vence el /)
    await expect(field).toHaveValue(/\/auth\/nueva-clave\?token=[\w-]{43}$/)
    const url = await field.inputValue()
    const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' })
    await expect(whatsapp).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5492954555123\?text=Hola%20Irma/,
    )
    await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(url)))

    // The member opens it on their phone.
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Cerrar Sesión', exact: true })
      .click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible()
    await expectAccessible(page)
    const form = page.getByRole('form', { name: 'Nueva contraseña' })
    await form.getByLabel('Contraseña nueva', { exact: true }).fill('corta')
    await form.getByLabel('Repetí la contraseña nueva').fill('corta')
    await form.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(form.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible()

    await form.getByLabel('Contraseña nueva', { exact: true }).fill('caldenes-del-sur')
    await form.getByLabel('Repetí la contraseña nueva').fill('caldenes-del-sur')
    await form.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByText('Cambiaste tu contraseña')).toBeVisible()
    await expect(page).toHaveURL(/\/cuenta\/micuenta$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Irma' })).toBeVisible()

    // Used once: the second time it says so, and what was typed stays.
    await page.goto(url)
    await form.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-larga')
    await form.getByLabel('Repetí la contraseña nueva').fill('otra-clave-larga')
    await form.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(
      page.getByText('El enlace para cambiar la contraseña ya se usó o venció'),
    ).toBeVisible()
    await expect(form.getByLabel('Contraseña nueva', { exact: true })).toHaveValue(
      'otra-clave-larga',
    )
  })
})
