import { expect, test } from '../support/fixtures'
import { filmedMember, startGateOffline } from '../support/offline-gate'
import { DEMO_ADMIN, signIn } from '../support/sign-in'

const filmed = filmedMember('gate-offline', 1)

type Stats = {
  response: { ultimos: { dispositivo: string; online: boolean; veredicto: string }[] }
}

test('offline, the tablet decides from its cache and the check-in reaches the server once', async ({
  page,
  context,
}) => {
  const { scenario, socio } = filmed()
  const tablet = `Portería e2e ${Math.random().toString(36).slice(2, 8)}`
  await signIn(page, DEMO_ADMIN)
  await page.evaluate((name) => localStorage.setItem('porteria-dispositivo', name), tablet)
  // A tablet that has opened the app before: its service worker serves it offline.
  await startGateOffline(page, context)
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible()
  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  await expect(verdict).toContainText('PUEDE INGRESAR', { timeout: 15_000 })
  await expect(verdict).toContainText(socio.persona.apellido)
  await expect(verdict.getByText('sin conexión')).toBeVisible()
  await expect(page.getByText('1 registro por enviar')).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText(/registros? por enviar/)).toHaveCount(0, { timeout: 15_000 })
  const stats = await page.request.get('/api/gate/stats', {
    headers: { Authorization: `Bearer ${scenario.admin.token}` },
  })
  const { response } = (await stats.json()) as Stats
  const offline = response.ultimos.filter((e) => e.dispositivo === tablet && !e.online)
  expect(offline).toEqual([expect.objectContaining({ veredicto: 'permitido' })])
})
