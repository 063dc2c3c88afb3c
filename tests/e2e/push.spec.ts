import { expect, test as base } from '../support/fixtures'
import {
  deliverPushUntilShown,
  shownNotifications,
  subscribedKey,
  tapNotification,
  usePushStandIn,
} from '../support/push-browser'
import { makeTrustedCertificate } from '../support/push-certificate'
import {
  decryptPush,
  makeBrowserKeys,
  startPushService,
  type PushService,
} from '../support/push-service'
import { fullChromiumLaunchOptions } from '../support/chromium'
import { DEMO_ADMIN, DEMO_MEMBER, signIn } from '../support/sign-in'
import { startServer, type RunningServer } from '../support/start-server'

/**
 * A server of its own that trusts a local HTTPS push service, as it would Google's: what it
 * sends there is decrypted with the browser's keys and handed to the browser's worker.
 */
type Scenario = { server: RunningServer; service: PushService }

const test = base.extend<
  { keys: ReturnType<typeof makeBrowserKeys>; endpoint: string },
  { scenario: Scenario }
>({
  scenario: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
    async ({}, use) => {
      const certificate = makeTrustedCertificate()
      const service = await startPushService({ certificate })
      const server = await startServer({
        env: {
          NODE_EXTRA_CA_CERTS: certificate.certPath,
          PUSH_ENDPOINT_ORIGINS: service.origin,
        },
      })
      await use({ server, service })
      await server.stop()
      await service.close()
      certificate.remove()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ scenario }, use) => use(scenario.server.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
  keys: async ({}, use) => use(makeBrowserKeys()),
  endpoint: async ({ scenario }, use, testInfo) =>
    use(scenario.service.endpoint(`e2e-${testInfo.testId}-${Date.now()}`)),
})

// Notifications need the whole browser: the headless shell denies their permission (ADR 0045).
test.use({ launchOptions: fullChromiumLaunchOptions })

/** What the push service received for `endpoint`, decrypted with the browser's keys. */
function received(
  service: PushService,
  endpoint: string,
  keys: ReturnType<typeof makeBrowserKeys>,
) {
  const pathname = new URL(endpoint).pathname
  return service.requests
    .filter((request) => request.path === pathname)
    .map((request) => decryptPush(request.body, keys))
}

test('a member subscribes, gets the test notification, and signing out ends the subscription', async ({
  page,
  context,
  scenario,
  keys,
  endpoint,
}) => {
  await context.grantPermissions(['notifications'])
  await usePushStandIn(page, endpoint, keys)
  await signIn(page, DEMO_MEMBER)
  const widget = page.getByRole('region', { name: 'Notificaciones' })
  await expect(widget.getByText('Estado: No suscrito')).toBeVisible()
  const probar = widget.getByRole('button', { name: 'Enviar notificación de prueba' })
  await expect(probar).toBeDisabled()

  await widget.getByRole('button', { name: 'Suscribirse' }).click()
  await expect(page.getByText('Subscripción realizada')).toBeVisible()
  await expect(widget.getByText('Estado: Suscrito')).toBeVisible()
  const key = await (await page.request.get('/api/push/key')).json()
  expect(await subscribedKey(page)).toBe(key.response.publicKey)

  await probar.click()
  await expect(page.getByText('Notificación enviada')).toBeVisible()
  const [mensaje] = received(scenario.service, endpoint, keys)
  expect(JSON.parse(mensaje!)).toMatchObject({ url: '/', tag: 'prueba' })
  const { title, body } = JSON.parse(mensaje!) as { title: string; body: string }
  expect(body).toContain('notificación de prueba')

  await deliverPushUntilShown(context, page, mensaje!, title)
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title,
        body,
        icon: new URL('/icons/icon-192.png', page.url()).href,
        badge: new URL('/icons/badge-96.png', page.url()).href,
        data: { url: '/' },
      },
    ])
  // Its tap brings the open window to the screen it names: the test's, the home page.
  await tapNotification(context, title)
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => shownNotifications(page)).toEqual([])
  // Back on the account, the device is still subscribed.
  await page.goto('/cuenta/micuenta')
  await expect(widget.getByText('Estado: Suscrito')).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  await expect(page.getByText('Cerraste la sesión')).toBeVisible()
  expect(await subscribedKey(page)).toBeNull()
  // The server forgot it too: another test reaches no device.
  const login = await page.request.post('/api/auth/login', {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  })
  const { token } = (await login.json()).response as { token: string }
  const test = await page.request.post('/api/push/notify', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'x', body: 'y' },
  })
  expect(test.status()).toBe(409)
})

test("refused permission reads 'Permisos de notificación denegados', and nothing is subscribed", async ({
  page,
  keys,
  endpoint,
}) => {
  await usePushStandIn(page, endpoint, keys)
  await signIn(page, DEMO_MEMBER)
  const widget = page.getByRole('region', { name: 'Notificaciones' })
  await widget.getByRole('button', { name: 'Suscribirse' }).click()
  await expect(page.getByText('Permisos de notificación denegados').first()).toBeVisible()
  await expect(widget.getByText('Estado: No suscrito')).toBeVisible()
  expect(await subscribedKey(page)).toBeNull()
})

test("an administrator's announcement reaches the member, and its tap opens the screen it names", async ({
  page,
  context,
  browser,
  scenario,
  keys,
  endpoint,
  expectAccessible,
}) => {
  await context.grantPermissions(['notifications'])
  await usePushStandIn(page, endpoint, keys)
  const login = await page.request.post('/api/auth/login', {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  })
  const { userData } = (await login.json()).response as {
    userData: { socio_id: number; persona: { nombre: string; apellido: string } }
  }
  await signIn(page, DEMO_MEMBER)
  const widget = page.getByRole('region', { name: 'Notificaciones' })
  await widget.getByRole('button', { name: 'Suscribirse' }).click()
  await expect(widget.getByText('Estado: Suscrito')).toBeVisible()

  const adminContext = await browser.newContext({ baseURL: scenario.server.url })
  const admin = await adminContext.newPage()
  await signIn(admin, DEMO_ADMIN)
  await admin.getByRole('link', { name: /^Notificaciones/ }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible()
  await admin.getByLabel('Título').fill('Asamblea anual')
  await admin.getByLabel('Mensaje').fill('El sábado a las 18 en el salón.')
  await admin.getByLabel('Al tocarla abre').selectOption({ label: 'Carnet Digital' })
  await admin.getByRole('radio', { name: 'Un socio' }).check()
  await admin.getByLabel('Buscar socio').fill(userData.persona.apellido)
  const { apellido, nombre } = userData.persona
  await admin.getByRole('radio', { name: new RegExp(`^${apellido}, ${nombre} — DNI`) }).check()
  const preview = admin.getByRole('figure', { name: 'Vista previa' })
  await expect(preview).toContainText('Asamblea anual')
  await expect(preview).toContainText('El sábado a las 18 en el salón.')
  await expect(preview).toContainText('Abre: Carnet Digital')
  await expectAccessible(admin)
  await admin.getByRole('button', { name: 'Enviar notificación' }).click()
  const dialog = admin.getByRole('alertdialog').or(admin.getByRole('dialog'))
  await expect(dialog).toContainText(`¿Enviar «Asamblea anual» a ${apellido}, ${nombre}?`)
  await dialog.getByRole('button', { name: 'Enviar' }).click()
  await expect(admin.getByText('Notificación enviada')).toBeVisible()
  await expect(admin.getByRole('status').filter({ hasText: 'Enviadas: 1' })).toBeVisible()
  const log = admin.getByRole('table')
  await expect(log.getByRole('row').filter({ hasText: 'Asamblea anual' })).toContainText(
    `Socio #${userData.socio_id}`,
  )
  await adminContext.close()

  const [mensaje] = received(scenario.service, endpoint, keys)
  expect(JSON.parse(mensaje!)).toMatchObject({
    title: 'Asamblea anual',
    body: 'El sábado a las 18 en el salón.',
    url: '/cuenta/carnet',
    tag: expect.stringMatching(/^aviso-/),
  })
  await deliverPushUntilShown(context, page, mensaje!, 'Asamblea anual')
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title))
    .toEqual(['Asamblea anual'])
  await tapNotification(context, 'Asamblea anual')
  await expect(page).toHaveURL(/\/cuenta\/carnet$/)
  await expect(page.getByRole('heading', { name: 'Carnet Digital' })).toBeVisible()
})
