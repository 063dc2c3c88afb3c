import { expect, test } from '../support/fixtures'
import { apiLogin, membersIn } from '../support/gate-tokens'
import { openGateReady } from '../support/offline-gate'
import { DEMO_ADMIN, signIn } from '../support/sign-in'

// No camera (as in gate-dni.spec): members come in by DNI, one at a time.
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] })

test("'Ingresos de hoy' survives a reload offline, and is not counted twice once back", async ({
  page,
  context,
}) => {
  const admin = await apiLogin(DEMO_ADMIN)
  // Members no other spec lets in: gate.spec and its siblings use the first three, gate-dni the 7th.
  const [primero, segundo] = (await membersIn(admin, 'activos')).slice(8, 10)
  // The server's count stands for the other gates' entries: 2, plus what this tablet delivers.
  let entregados = 0
  await context.route(/\/api\/gate\/checkins$/, async (route) => {
    const response = await route.fetch()
    if (response.ok()) {
      const { checkins } = route.request().postDataJSON() as { checkins: { veredicto: string }[] }
      entregados += checkins.filter((checkin) => checkin.veredicto === 'permitido').length
    }
    await route.fulfill({ response })
  })
  await context.route(/\/api\/gate\/stats$/, (route) =>
    route.fulfill({ json: { success: true, response: { hoy: 2 + entregados, ultimos: [] } } }),
  )
  const ingresosHoy = (n: number) => page.getByText(`Ingresos de hoy: ${n}`, { exact: true })
  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  const dni = page.getByLabel('DNI', { exact: true })
  const entra = async (socio: typeof primero, { offline = false } = {}) => {
    await dni.fill(socio!.persona.documento)
    await dni.press('Enter')
    // Offline the roster's 16 bits of a DNI only narrow it down (ADR 0041): the gatekeeper picks.
    if (offline)
      await page
        .getByRole('group', { name: 'Confirmá quién es' })
        .getByRole('button', { name: new RegExp(`· Socio #${socio!.id}$`) })
        .click()
    await expect(verdict).toContainText(socio!.persona.apellido)
    await expect(verdict).toContainText('PUEDE INGRESAR')
    await verdict.click()
  }

  // Online: the server's 2, and one member in.
  await signIn(page, DEMO_ADMIN)
  await openGateReady(page)
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  await expect(ingresosHoy(2)).toBeVisible()
  await entra(primero)
  await expect(ingresosHoy(3)).toBeVisible()

  // The Wi-Fi drops; another member comes in, queued.
  await context.setOffline(true)
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible()
  await entra(segundo, { offline: true })
  await expect(page.getByText('1 registro por enviar')).toBeVisible()
  await expect(ingresosHoy(4)).toBeVisible()

  // Reloaded without a connection: the tablet still knows today's four.
  await page.reload()
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible()
  await expect(ingresosHoy(4)).toBeVisible()
  await expect(page.getByText('1 registro por enviar')).toBeVisible()

  // Back online: the queued entry reaches the server, whose count now has it, once.
  await context.setOffline(false)
  await expect(page.getByText(/registros? por enviar/)).toHaveCount(0, { timeout: 15_000 })
  expect(entregados).toBe(2)
  await expect(ingresosHoy(4)).toBeVisible()
})
