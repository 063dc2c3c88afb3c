import { spawnSync } from 'node:child_process'
import { expect, test } from '../support/fixtures'
import { DEMO_MEMBER } from '../support/sign-in'

test('an unknown API path is a 404 JSON envelope', async ({ request }) => {
  const res = await request.get('/api/no-existe')
  expect(res.status()).toBe(404)
  expect(await res.json()).toEqual({
    success: false,
    message: 'No existe el recurso solicitado',
    error: 'No existe el recurso solicitado',
  })
})

test('pages carry the security headers', async ({ request }) => {
  const res = await request.get('/')
  const headers = res.headers()
  expect(headers['content-security-policy']).toContain("worker-src 'self' blob:")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('a second server on the same DATA_DIR refuses to start', () => {
  const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(second.status).toBe(1)
  expect(second.stderr).toContain('ya está en uso por otro proceso')
  expect(second.stdout).not.toContain('Servidor listo')
})

test('the landing page and the sign-in screen arrive rendered; other routes get the plain shell', async ({
  request,
}) => {
  const landing = await (await request.get('/')).text()
  expect(landing).toMatch(/<h1 id="hero-title"[^>]*>Club Social y Deportivo Santa Rosa<\/h1>/)
  expect(landing).toContain('href="https://wa.me/5492954123456?text=Hola!"')
  const signIn = await (await request.get('/auth/identificarse?redirect=/cuenta/carnet')).text()
  expect(signIn).toContain('<h1>Ingreso de socios</h1>')
  expect(signIn).toMatch(/<label for="[^"]+">Contraseña<\/label>/)
  // Until the app runs its form cannot be sent: a native submit would put the password in the
  // address (ADR 0036).
  expect(signIn).toContain('<button type="submit" class="button" disabled="">Ingresar</button>')
  // Its screen's own stylesheets come inline and its chunks preloaded: it paints styled.
  const head = signIn.slice(0, signIn.indexOf('</head>'))
  expect(head).toMatch(
    /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/identificarse-[^"]+\.js">/,
  )
  expect(head.match(/<style>/g)).toHaveLength(2)
  // Both paint without their scripts, which come after what the paint needs (ADR 0036).
  for (const page of [landing, signIn]) {
    expect(page).toMatch(/<script type="module" fetchpriority="low"/)
    expect(page).not.toMatch(
      /<(script type="module"|link rel="modulepreload")(?! fetchpriority="low")/,
    )
  }
  const shell = await (await request.get('/socios/preguntas')).text()
  expect(shell).toContain('<div id="root"></div>')
  expect(shell).toMatch(/<script type="module" crossorigin/)
  expect(shell).not.toContain('fetchpriority')
})

test('the sign-in screen is hydrated: its elements stay, and what was typed before the app ran signs in', async ({
  page,
}) => {
  // The app's entry held back until the person has typed into the server's form.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/auth/identificarse', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Ingresar' })
  await form.getByLabel('Email').fill(DEMO_MEMBER.email)
  await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_MEMBER.password)
  const submit = form.getByRole('button', { name: 'Ingresar' })
  await expect(submit).toBeDisabled()
  await page.evaluate(() => {
    ;(window as { serverForm?: Element | null }).serverForm = document.querySelector('form')
  })

  release()
  await expect(submit).toBeEnabled()
  expect(
    await page.evaluate(
      () => document.querySelector('form') === (window as { serverForm?: Element }).serverForm,
    ),
  ).toBe(true)
  await submit.click()
  await expect(page).toHaveURL(/\/cuenta\/micuenta$/)
})
