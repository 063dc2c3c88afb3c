import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, DEMO_MEMBER, signIn } from '../support/sign-in'

test('register, sign out and sign in again', async ({ page, expectAccessible }) => {
  const email = `vecina-${Date.now()}@example.com`
  await page.goto('/auth/identificarse')
  await expectAccessible(page)
  await page.getByRole('tab', { name: 'Registrarse' }).click()
  const form = page.getByRole('form', { name: 'Registrarse' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Nombre').fill('Rosa')
  await form.getByLabel('Apellido').fill('Lucero')
  await form.getByLabel('Contraseña', { exact: true }).fill('corta')
  await form.getByLabel('Repetí la contraseña').fill('corta')
  await form.getByRole('button', { name: 'Crear cuenta' }).click()
  // Bad input: a clear message, and nothing typed is lost.
  await expect(form.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue(email)

  await form.getByLabel('Contraseña', { exact: true }).fill('médanos-del-oeste')
  await form.getByLabel('Repetí la contraseña').fill('médanos-del-oeste')
  await form.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('Te registraste!')).toBeVisible()
  await expect(page).toHaveURL(/\/cuenta\/micuenta$/)
  // A registered user (level 0) has an account page, not a refusal.
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Rosa' })).toBeVisible()
  await expect(page.getByText('Todavía no sos socio del club.')).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Mi cuenta' })
  await expect(sidebar.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible()
  await expect(sidebar.getByText('Carnet Digital')).toHaveCount(0)
  // Level 0 is invited to become a member: on the account page, and in the public bar.
  await expect(page.getByRole('main').getByRole('link', { name: 'Asociate' })).toBeVisible()
  await page.goto('/socios/preguntas')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Asociate' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' }).click()

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  await expect(page.getByText('Cerraste la sesión')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

  await signIn(page, { email, password: 'médanos-del-oeste' })
  await expect(page.getByText('Bienvenid@')).toBeAttached()
})

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 401 .*\/api\/auth\/login/] })

  test('a wrong password shows the server message and keeps the email', async ({ page }) => {
    await page.goto('/auth/identificarse')
    const form = page.getByRole('form', { name: 'Ingresar' })
    await form.getByLabel('Email').fill(DEMO_MEMBER.email)
    await form.getByLabel('Contraseña', { exact: true }).fill('no-es-esta')
    await form.getByRole('button', { name: 'Ingresar' }).click()
    await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveValue(DEMO_MEMBER.email)
    // The password can be shown to check it.
    await form.getByRole('button', { name: 'Mostrar contraseña' }).click()
    await expect(form.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text')
  })
})

test('a member is denied the administration', async ({ page }) => {
  await signIn(page, DEMO_MEMBER)
  const sidebar = page.getByRole('navigation', { name: 'Mi cuenta' })
  await expect(sidebar.getByRole('link', { name: 'Carnet Digital' })).toBeVisible()
  await expect(sidebar.getByText('Administración')).toHaveCount(0)
  await page.goto('/admin/menu')
  await expect(page.getByRole('heading', { name: 'ACCESO NO AUTORIZADO' })).toBeVisible()
})

test('an administrator lands on the panel, and the account speaks to staff', async ({ page }) => {
  await signIn(page, DEMO_ADMIN)
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Mi cuenta' })
  await expect(nav.getByRole('link', { name: 'Administración' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // No card linked to the account: no card entries.
  await expect(nav.getByText('Carnet Digital')).toHaveCount(0)

  await nav.getByRole('link', { name: 'Mi Cuenta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Marta' })).toBeVisible()
  await expect(page.getByText('Todavía no sos socio del club.')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Asociate' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ver mi carnet' })).toHaveCount(0)
  const cuenta = page.getByRole('main').getByRole('definition')
  await expect(cuenta).toHaveText(['Marta Quiroga', DEMO_ADMIN.email, 'Administrador'])
  await expect(page.getByRole('form', { name: 'Cambiar contraseña' })).toBeVisible()

  // Signed in, the sign-in page sends to the panel.
  await page.goto('/auth/identificarse')
  await expect(page).toHaveURL(/\/admin\/menu$/)
})

test('sent to sign in from a page, an administrator goes back to it', async ({ page }) => {
  await page.goto('/auth/identificarse?redirect=/admin/registro-actividad')
  const form = page.getByRole('form', { name: 'Ingresar' })
  await form.getByLabel('Email').fill(DEMO_ADMIN.email)
  await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_ADMIN.password)
  await form.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/admin\/registro-actividad(\?|$)/)
  await expect(page.getByRole('heading', { name: 'Registro de actividad' })).toBeVisible()
})

test('a guarded page shows the sign-in screen and then the content', async ({ page }) => {
  await page.goto('/admin/menu')
  await expect(page.getByRole('heading', { name: 'Ingresá para continuar' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Ingresar' })
  await form.getByLabel('Email').fill(DEMO_ADMIN.email)
  await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_ADMIN.password)
  await form.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible()
})

test('Google: an unknown account is preregistered, then registers with its data', async ({
  page,
}) => {
  const email = `google-${Date.now()}@gmail.com`
  const signUrl = new URL(process.env.E2E_GOOGLE_SIGN_URL!)
  signUrl.search = new URLSearchParams({
    sub: `g-${Date.now()}`,
    email,
    given_name: 'Ana',
    family_name: 'Cabral',
  }).toString()
  const credential = await (await fetch(signUrl)).text()

  await page.goto('/auth/identificarse')
  await expect(page.getByText('o continúa con')).toBeVisible()
  await page.evaluate(
    (c) => ((window as unknown as { __googleCredential: string }).__googleCredential = c),
    credential,
  )
  await page.getByRole('button', { name: 'Continuar con Google' }).click()

  const form = page.getByRole('form', { name: 'Registrarse' })
  await expect(form.getByLabel('Email')).toHaveValue(email)
  // The account gets the email Google verified: it cannot be changed here.
  await expect(form.getByLabel('Email')).not.toBeEditable()
  await expect(form.getByLabel('Nombre')).toHaveValue('Ana')
  await expect(form.getByLabel('Apellido')).toHaveValue('Cabral')
  await form.getByLabel('Contraseña', { exact: true }).fill('lagunas-pampeanas')
  await form.getByLabel('Repetí la contraseña').fill('lagunas-pampeanas')
  await form.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page).toHaveURL(/\/cuenta\/micuenta$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Ana' })).toBeVisible()

  // The Google account is now linked: signing out and back in with Google goes straight in.
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/auth/identificarse')
  await page.evaluate(
    (c) => ((window as unknown as { __googleCredential: string }).__googleCredential = c),
    credential,
  )
  await page.getByRole('button', { name: 'Continuar con Google' }).click()
  await expect(page).toHaveURL(/\/cuenta\/micuenta$/)
})

test('self-registration screen: Descartar goes back to sign-in', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/auth/registroOnline')
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Descartar' }).click()
  await expect(page).toHaveURL(/\/auth\/identificarse$/)
})
