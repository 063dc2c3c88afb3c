import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { fakeCameraLaunchOptions } from '../support/chromium'
import { qrPng, writeY4mSequence } from '../support/fake-camera'
import { expect, test } from '../support/fixtures'
import { gateScenario } from '../support/gate-tokens'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

// The camera films this file; it is written once the server can issue the tokens, before
// any page opens the camera.
const video = path.join(os.tmpdir(), `club-gate-${process.pid}.y4m`)
const blank = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#fff"/></svg>',
)

test.use({
  permissions: ['camera'],
  launchOptions: fakeCameraLaunchOptions(video),
})
test.describe.configure({ mode: 'serial' })

let scenario: Awaited<ReturnType<typeof gateScenario>>

test.beforeAll(async () => {
  scenario = await gateScenario()
  const [a, b] = [scenario.member.token, scenario.others[0]!.token]
  // Member A for 3 s, nobody for 1 s, member B for 3 s, nobody for 1 s; then again.
  await writeY4mSequence(
    [
      { image: await qrPng(a), frames: 15 },
      { image: blank, frames: 5 },
      { image: await qrPng(b), frames: 15 },
      { image: blank, frames: 5 },
    ],
    video,
    { width: 640, height: 480, fps: 5 },
  )
})
test.afterAll(() => fs.rmSync(video, { force: true }))

const trackId = (page: Page) =>
  page.evaluate(
    () =>
      (document.querySelector('video')?.srcObject as MediaStream | null)?.getVideoTracks()[0]?.id,
  )

test('the gate lets two members in a row in, with the camera kept running', async ({
  page,
  expectAccessible,
}) => {
  await openAs(page, DEMO_ADMIN, '/porteria')
  await expect(page.getByText(/^Lista para funcionar sin conexión: \d+ socios/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  await expect(page.getByText('En línea')).toBeVisible()
  // With a camera too, a DNI can be typed instead.
  await expect(page.getByLabel('DNI', { exact: true })).toBeVisible()

  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  await expect(verdict).toContainText('PUEDE INGRESAR', { timeout: 15_000 })
  const first = await verdict.textContent()
  const camera = await trackId(page)
  expect(camera).toBeTruthy()

  const b = scenario.others[0]!
  const a = 'Ferreyra'
  const other = first!.includes(a) ? b.persona.apellido : a
  await expect(verdict).toContainText(other, { timeout: 15_000 })
  await expect(verdict).toContainText('PUEDE INGRESAR')
  expect(await trackId(page), 'la misma cámara, sin reiniciarla').toBe(camera)
  await expect(page.getByText(/^Ingresos de hoy: [1-9]\d*$/)).toBeVisible()
})

test('the control screen validates a QR and shows the member', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/control')
  await expect(page.getByRole('tab', { name: 'Escanear QR' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const result = page.getByRole('region', { name: 'Resultado' })
  await expect(result.getByText('Socio Activo')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Validación completada')).toBeVisible()
  await expect(result.getByText('Número de socio')).toBeVisible()

  // The camera still films a code, so the scanner reads again at once: the old card goes
  // and a new reading replaces it, too fast to see the screen without a card in between.
  await result.evaluate((card) => card.setAttribute('data-dismissed', ''))
  await page.getByRole('button', { name: 'Escanear Nuevo QR' }).click()
  await expect(page.locator('[data-dismissed]')).toHaveCount(0)
  await expect(result.getByText('Socio Activo')).toBeVisible({ timeout: 15_000 })
})

test.describe('searching by DNI', () => {
  // An unknown DNI is a 404 of the search, which the browser logs.
  test.use({ allowedConsoleErrors: [/404 \(Not Found\).*\/api\/gate\/socio/] })

  test('finds the member; an unknown DNI says so', async ({ page, expectAccessible }) => {
    await openAs(page, DEMO_ADMIN, '/admin/control')
    await page.getByRole('tab', { name: 'Buscar por DNI' }).click()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByText('Por favor ingrese un número de documento')).toBeVisible()

    const dni = page.getByLabel('Número de documento')
    await dni.fill('11.111.111x9')
    await expect(dni).toHaveValue('11111111')
    await dni.press('Enter')
    await expect(page.getByText('No se encontró el socio')).toBeVisible()

    const socio = scenario.others[0]!
    await dni.fill(socio.persona.documento)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByText('Búsqueda completada')).toBeVisible()
    const result = page.getByRole('region', { name: 'Resultado' })
    await expect(result.getByText('Socio Activo')).toBeVisible()
    await expect(result).toContainText(`${socio.persona.apellido}, ${socio.persona.nombre}`)
    await page.getByRole('button', { name: 'Realizar Nueva Búsqueda' }).click()
    await expect(page.getByLabel('Número de documento')).toHaveValue('')
  })

  test('an unknown DNI right after a found one says only that it was not found', async ({
    page,
  }) => {
    await openAs(page, DEMO_ADMIN, '/admin/control')
    await page.getByRole('tab', { name: 'Buscar por DNI' }).click()
    // A first toast brings the toaster in on the page's own clock (React's Suspense waits on a
    // timer; a clock installed before the pages loaded once left it unseen for 10 s in CI).
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByText('Por favor ingrese un número de documento')).toBeVisible()
    // Time stops before the searches: however slow the host, no toast runs out meanwhile.
    await page.clock.install()
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000))
    const dni = page.getByLabel('Número de documento')
    await dni.fill(scenario.others[0]!.persona.documento)
    await dni.press('Enter')
    await expect(page.getByText('Búsqueda completada')).toBeVisible()

    await page.getByRole('button', { name: 'Realizar Nueva Búsqueda' }).click()
    await dni.fill('11111111')
    await dni.press('Enter')
    await expect(page.getByText('No se encontró el socio')).toBeVisible()
    await expect(page.getByText('Búsqueda completada')).toHaveCount(0)
  })
})
