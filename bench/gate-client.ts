/**
 * The gate tablet from a decoded QR to the verdict on screen (≤ 50 ms,
 * docs/performance.md#gate-verdict), online and offline: the real kiosk in headless Chromium, its
 * fake camera filming real QR codes in turn: two members' server codes, then the codes two
 * phones of the demo member made (Ed25519 and P-256, registered through the devices API). The
 * page measures itself (performance.measure 'gate:decision', from the decoded text to the
 * verdict's commit).
 *   npm run bench:gate
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import { chromiumExecutablePath, fakeCameraLaunchOptions } from '../tests/support/chromium.ts'
import { qrPng, writeY4mSequence } from '../tests/support/fake-camera.ts'
import { apiLogin, gateScenario } from '../tests/support/gate-tokens.ts'
import { phoneCode, registerPhone } from '../tests/support/phone-codes.ts'
import { DEMO_ADMIN, DEMO_MEMBER, signIn } from '../tests/support/sign-in.ts'
import { startServer } from '../tests/support/start-server.ts'
import { ensureBuild } from './ensure-build.ts'

const SECONDS_EACH = 40
/** A phone's code lives ±45 s: its two runs, made for their middle, fit in that. */
const PHONE_SECONDS_EACH = 30
const video = path.join(os.tmpdir(), `club-bench-gate-${process.pid}.y4m`)

ensureBuild()
const server = await startServer()
process.env.E2E_PORT = new URL(server.url).port
try {
  const scenario = await gateScenario()
  console.log('Portería: del código leído al veredicto en pantalla')
  await filming(
    'códigos del servidor',
    [await qrPng(scenario.member.token), await qrPng(scenario.others[0]!.token)],
    SECONDS_EACH,
  )
  const member = await apiLogin(DEMO_MEMBER)
  const phones = [
    await registerPhone(server.url, member.token, 'Ed25519'),
    await registerPhone(server.url, member.token, 'P-256'),
  ]
  const middle = Date.now() + PHONE_SECONDS_EACH * 1000 + 10_000
  const codes = await Promise.all(phones.map((phone) => phoneCode(phone, middle)))
  await filming(
    'códigos del teléfono (Ed25519 y P-256)',
    await Promise.all(codes.map((code) => qrPng(code))),
    PHONE_SECONDS_EACH,
  )
} finally {
  await server.stop()
  fs.rmSync(video, { force: true })
}

/** The kiosk filming `images` in turn, online and then offline, `seconds` each. */
async function filming(label: string, images: Buffer[], seconds: number) {
  await writeY4mSequence(
    images.map((image) => ({ image, frames: 5 })),
    video,
    { width: 640, height: 480, fps: 5 },
  )
  const browser = await chromium.launch(fakeCameraLaunchOptions(video, chromiumExecutablePath))
  try {
    const context = await browser.newContext({ permissions: ['camera'], baseURL: server.url })
    const signing = await context.newPage()
    await signIn(signing, DEMO_ADMIN)
    await signing.close()
    console.log(`  ${label}`)
    for (const offline of [false, true]) report(offline, await measure(context, offline, seconds))
  } finally {
    await browser.close()
  }
}

async function measure(
  context: BrowserContext,
  offline: boolean,
  seconds: number,
): Promise<number[]> {
  const page = await context.newPage()
  await page.goto('/porteria')
  await page.getByText(/^Lista para funcionar sin conexión/).waitFor()
  await context.setOffline(offline)
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  await page.waitForTimeout(seconds * 1000)
  const verdicts = await page.evaluate(() =>
    performance.getEntriesByName('gate:decision').map((entry) => ({
      ms: entry.duration,
      ...((entry as PerformanceMeasure).detail as { veredicto: string; motivo: string }),
    })),
  )
  // Each code filmed is an active member's: let in at its first scan, then refused as used
  // (the check runs before that refusal, so every verdict pays for it). Any other refusal is
  // the bench's failure.
  const otherRefusals = verdicts.filter(
    (v) => v.veredicto !== 'permitido' && !v.motivo.startsWith('Código ya usado'),
  )
  if (otherRefusals.length > 0) {
    const motivos = [...new Set(otherRefusals.map((v) => v.motivo))].join('; ')
    console.log(`    FALLA: ${otherRefusals.length} códigos válidos rechazados (${motivos})`)
    process.exitCode = 1
  }
  const times = verdicts.map((v) => v.ms)
  await context.setOffline(false)
  await page.close()
  return times
}

function report(offline: boolean, times: number[]) {
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
  console.log(
    `    ${offline ? 'sin conexión' : 'en línea    '}  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  (${times.length} veredictos; presupuesto 50 ms)`,
  )
}
