import { expect, test } from '../support/fixtures'
import { filmedMember, startGateOffline } from '../support/offline-gate'
import { DEMO_ADMIN, signIn } from '../support/sign-in'

// This member's code, filmed by a camera of its own: no other spec lets them in.
const filmed = filmedMember('gate-recent', 2)

test('offline, a member who came in through another gate is let in, flagged', async ({
  page,
  context,
}) => {
  const { scenario, socio } = filmed()
  const sent = await page.request.post('/api/gate/checkins', {
    headers: { Authorization: `Bearer ${scenario.admin.token}` },
    data: {
      checkins: [
        {
          key: `e2e-${Math.random().toString(36).slice(2, 12)}`,
          socioId: socio.id,
          at: new Date().toISOString(),
          veredicto: 'permitido',
          online: true,
          dispositivo: 'Portería norte',
        },
      ],
    },
  })
  expect(sent.status()).toBe(200)

  await signIn(page, DEMO_ADMIN)
  // The roster sync brings that entry; then the Wi-Fi drops.
  await startGateOffline(page, context)

  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  await expect(verdict).toContainText('PUEDE INGRESAR', { timeout: 15_000 })
  await expect(verdict).toContainText(socio.persona.apellido)
  await expect(
    verdict.getByText(/^⚠ Ya ingresó hace (menos de 1|\d+) min \(Portería norte\)$/),
  ).toBeVisible()
})
