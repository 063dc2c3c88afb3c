/**
 * The gate tablet from a decoded QR to the verdict on screen (≤ 50 ms,
 * docs/performance.md#gate-verdict), online and offline: the real kiosk in headless Chromium, its
 * fake camera filming two members' real QR codes in turn. The page measures itself
 * (performance.measure 'gate:decision', from the decoded text to the verdict's commit).
 *   npm run bench:gate
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import { fakeCameraLaunchOptions } from '../tests/support/chromium.ts'
import { qrPng, writeY4mSequence } from '../tests/support/fake-camera.ts'
import { gateScenario } from '../tests/support/gate-tokens.ts'
import { DEMO_ADMIN, signIn } from '../tests/support/sign-in.ts'
import { startServer } from '../tests/support/start-server.ts'
import { ensureBuild } from './ensure-build.ts'

const SECONDS_EACH = 40
const video = path.join(os.tmpdir(), `club-bench-gate-${process.pid}.y4m`)

ensureBuild()
const server = await startServer()
process.env.E2E_PORT = new URL(server.url).port
const scenario = await gateScenario()
await writeY4mSequence(
  [
    { image: await qrPng(scenario.member.token), frames: 5 },
    { image: await qrPng(scenario.others[0]!.token), frames: 5 },
  ],
  video,
  { width: 640, height: 480, fps: 5 },
)
const browser = await chromium.launch(fakeCameraLaunchOptions(video))
try {
  const context = await browser.newContext({ permissions: ['camera'], baseURL: server.url })
  const signing = await context.newPage()
  await signIn(signing, DEMO_ADMIN)
  await signing.close()
  console.log('Portería: del código leído al veredicto en pantalla')
  for (const offline of [false, true]) report(offline, await measure(context, offline))
} finally {
  await browser.close()
  await server.stop()
  fs.rmSync(video, { force: true })
}

async function measure(context: BrowserContext, offline: boolean): Promise<number[]> {
  const page = await context.newPage()
  await page.goto('/porteria')
  await page.getByText(/^Lista para funcionar sin conexión/).waitFor()
  await context.setOffline(offline)
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  await page.waitForTimeout(SECONDS_EACH * 1000)
  const times = await page.evaluate(() =>
    performance.getEntriesByName('gate:decision').map((entry) => entry.duration),
  )
  await context.setOffline(false)
  await page.close()
  return times
}

function report(offline: boolean, times: number[]) {
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
  console.log(
    `  ${offline ? 'sin conexión' : 'en línea    '}  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  (${times.length} veredictos; presupuesto 50 ms)`,
  )
}
