/**
 * The member's card from a cold offline start to a visible QR (≤ 500 ms,
 * docs/performance.md#card-offline-start): the app used once online, then opened again in a new tab
 * with no network. Real server, production build, headless Chromium.
 *   npm run bench:card [-- --runs 40]
 */
import { parseArgs } from 'node:util'
import type { BrowserContext } from '@playwright/test'
import { DEMO_MEMBER, signIn } from '../tests/support/sign-in.ts'
import { startBrowserBench } from './browser-bench.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } })
const RUNS = Number(values.runs)
const WARM_UP = 2
const QR = 'canvas[aria-label^="Código QR de acceso"]'

const { server, browser, close } = await startBrowserBench()
try {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    deviceScaleFactor: 2,
    baseURL: server.url,
  })
  await useOnceOnline(context)
  await context.setOffline(true)
  const times: number[] = []
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const page = await context.newPage()
    await page.goto(`${server.url}/cuenta/carnet`)
    // The page's own clock when the QR is first drawn: milliseconds since navigation start.
    const drawn = await page.waitForFunction(
      (selector) => {
        const canvas = document.querySelector<HTMLCanvasElement>(selector)
        return canvas !== null && canvas.width > 0 && performance.now()
      },
      QR,
      { polling: 'raf' },
    )
    if (i >= WARM_UP) times.push((await drawn.jsonValue()) as number)
    await page.close()
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  console.log(`Carnet sin conexión, arranque en frío hasta el QR visible (${RUNS} corridas):`)
  console.log(`  p50 ${at(0.5).toFixed(0)} ms  p95 ${at(0.95).toFixed(0)} ms  (presupuesto 500 ms)`)
} finally {
  await close()
}

/** Signs in as the demo member, opens the card with its details, waits for the QR. */
async function useOnceOnline(context: BrowserContext) {
  const page = await context.newPage()
  await signIn(page, DEMO_MEMBER)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.goto(`${server.url}/cuenta/carnet`)
  await page.getByRole('button', { name: 'Ver más detalles' }).click()
  await page.locator(QR).waitFor()
  // The persister writes the cache a moment after the last change.
  await page.waitForTimeout(1500)
  await page.close()
}
