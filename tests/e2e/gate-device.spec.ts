import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { decodeDeviceToken } from '../../src/domain/dispositivos/device-token'
import { fakeCameraLaunchOptions } from '../support/chromium'
import { qrPng, writeY4mSequence } from '../support/fake-camera'
import { expect, test } from '../support/own-server'
import { readQr } from '../support/qr-reader'
import { DEMO_ADMIN, DEMO_MEMBER, signIn } from '../support/sign-in'
import { waitForWorker } from '../support/service-worker'

const DAY = 86_400_000
const video = path.join(os.tmpdir(), `club-gate-device-${process.pid}.y4m`)

// A server of its own: the member's phone registers a device there (3 at most).
test.use({ ownServerFor: 'gate-device' })

test.use({
  permissions: ['camera'],
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
  launchOptions: fakeCameraLaunchOptions(video),
})
test.afterAll(() => fs.rmSync(video, { force: true }))

/** The card's QR on screen, as a camera would read it. */
async function scanCard(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: /^Código QR de acceso del socio #\d+$/ })
  await expect(qr).toBeVisible()
  const dataUrl = await qr.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'))
  const text = await readQr(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
  expect(text, 'el QR se lee').not.toBeNull()
  return text!
}

test('three days offline, the phone-made code lets the member in at the offline kiosk; a minute later the same code is refused', async ({
  page,
  browser,
  ownServer,
}) => {
  // Two browsers, two sign-ins, two service workers precaching the app: 50 s on a quiet
  // 2-core host, past the minute when the other worker's tests run beside it.
  test.slow()
  // The member: the card online once, then three days without a connection.
  const phone = await browser.newContext({
    baseURL: ownServer.url,
    deviceScaleFactor: 2,
    serviceWorkers: 'allow',
  })
  const member = await phone.newPage()
  await member.clock.install()
  await signIn(member, DEMO_MEMBER)
  await member.goto('/cuenta/carnet')
  await member.getByRole('button', { name: 'Ver más detalles' }).click()
  await expect(member.getByText(/^Válido sin conexión hasta el \d{2}\/\d{2}$/)).toBeVisible()
  await waitForWorker(member)
  await phone.setOffline(true)
  await member.reload()
  await member.clock.fastForward(3 * DAY)

  // The kiosk: synced online, then offline; its clock moves on the same three days.
  await page.clock.install()
  await signIn(page, DEMO_ADMIN)
  await page.goto('/porteria')
  await expect(page.getByText(/^Lista para funcionar sin conexión: \d+ socios/)).toBeVisible()
  await waitForWorker(page)
  // Offline first: online, the tablet's next sync would correct its clock to the server's.
  await page.context().setOffline(true)
  await page.clock.fastForward(3 * DAY)

  // The member holds the phone up: the camera films the code of the moment.
  await member.clock.fastForward(15_000)
  const code = await scanCard(member)
  expect(decodeDeviceToken(code)!.certificado.socioId).toBeGreaterThan(0)
  await writeY4mSequence([{ image: await qrPng(code), frames: 5 }], video, {
    width: 640,
    height: 480,
    fps: 5,
  })
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  await expect(verdict.getByText('PUEDE INGRESAR', { exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expect(verdict).toContainText('Ferreyra')
  await expect(verdict.getByText('sin conexión')).toBeVisible()

  // The same code, shown a minute later (a screenshot): refused.
  await page.clock.fastForward(60_000)
  await expect(verdict).toContainText(
    'Código vencido: pedile al socio que muestre el carnet en vivo',
    { timeout: 15_000 },
  )
  await phone.close()
})
