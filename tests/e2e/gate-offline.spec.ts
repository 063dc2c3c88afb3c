import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fakeCameraLaunchOptions } from '../support/chromium'
import { qrPng, writeY4mSequence } from '../support/fake-camera'
import { expect, test } from '../support/fixtures'
import { gateScenario } from '../support/gate-tokens'
import { DEMO_ADMIN, signIn } from '../support/sign-in'

const video = path.join(os.tmpdir(), `club-gate-offline-${process.pid}.y4m`)

test.use({
  permissions: ['camera'],
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
  launchOptions: fakeCameraLaunchOptions(video),
})

let scenario: Awaited<ReturnType<typeof gateScenario>>

test.beforeAll(async () => {
  scenario = await gateScenario()
  const token = scenario.others[1]!.token
  await writeY4mSequence([{ image: await qrPng(token), frames: 5 }], video, {
    width: 640,
    height: 480,
    fps: 5,
  })
})
test.afterAll(() => fs.rmSync(video, { force: true }))

type Stats = {
  response: { ultimos: { dispositivo: string; online: boolean; veredicto: string }[] }
}

test('offline, the tablet decides from its cache and the check-in reaches the server once', async ({
  page,
  context,
}) => {
  const socio = scenario.others[1]!
  const tablet = `Portería e2e ${Math.random().toString(36).slice(2, 8)}`
  await signIn(page, DEMO_ADMIN)
  await page.evaluate((name) => localStorage.setItem('porteria-dispositivo', name), tablet)
  await page.goto('/porteria')
  await expect(page.getByText(/^Lista para funcionar sin conexión: \d+ socios/)).toBeVisible()
  // A tablet that has opened the app before: its service worker serves it offline.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible()
  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  await expect(verdict).toContainText('PUEDE INGRESAR', { timeout: 15_000 })
  await expect(verdict).toContainText(socio.persona.apellido)
  await expect(verdict.getByText('sin conexión')).toBeVisible()
  await expect(page.getByText('1 registros por enviar')).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText(/registros por enviar/)).toHaveCount(0, { timeout: 15_000 })
  const stats = await page.request.get('/api/gate/stats', {
    headers: { Authorization: `Bearer ${scenario.admin.token}` },
  })
  const { response } = (await stats.json()) as Stats
  const offline = response.ultimos.filter((e) => e.dispositivo === tablet && !e.online)
  expect(offline).toEqual([expect.objectContaining({ veredicto: 'permitido' })])
})
