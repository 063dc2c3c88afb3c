/**
 * JS and CSS a first visit to `/` downloads, in gzip bytes (≤ 120 KB of JS,
 * docs/performance.md#first-load-js). Real server, production build, a fresh browser profile; split
 * into what loads before the `load` event and what loads after it (the slideshow, once the browser
 * is idle).
 *   npm run bench:bundle
 */
import { gzipSync } from 'node:zlib'
import { startBrowserBench } from './browser-bench.ts'

const BUDGET_JS = 120 * 1024

const { server, browser, close } = await startBrowserBench()
try {
  const page = await browser.newPage({ serviceWorkers: 'block' })
  let loaded = false
  const rows: { file: string; kind: 'js' | 'css'; phase: string; gzip: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const phase = loaded ? 'después de load' : 'carga inicial'
    pending.push(
      response.body().then((body) => {
        rows.push({
          file: new URL(response.url()).pathname,
          kind: type === 'script' ? 'js' : 'css',
          phase,
          gzip: gzipSync(body, { level: 9 }).length,
        })
      }),
    )
  })
  page.on('load', () => (loaded = true))
  await page.goto(server.url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3000)
  await Promise.all(pending)

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const sum = (filter: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(filter).reduce((total, r) => total + r.gzip, 0)
  rows.sort((a, b) => b.gzip - a.gzip)
  console.log('gzip   fase             archivo')
  for (const r of rows) console.log(`${kb(r.gzip).padStart(9)}  ${r.phase.padEnd(16)} ${r.file}`)
  const initialJs = sum((r) => r.kind === 'js' && r.phase === 'carga inicial')
  const totalJs = sum((r) => r.kind === 'js')
  console.log('')
  console.log(
    `JS carga inicial (hasta load): ${kb(initialJs)} = ${initialJs} B  (presupuesto ${kb(BUDGET_JS)})`,
  )
  console.log(
    `JS primera visita completa:    ${kb(totalJs)}  (incluye lo diferido a después de load)`,
  )
  console.log(`CSS primera visita:            ${kb(sum((r) => r.kind === 'css'))}`)
  console.log(
    initialJs <= BUDGET_JS
      ? 'Carga inicial dentro del presupuesto.'
      : 'Carga inicial FUERA del presupuesto.',
  )
} finally {
  await close()
}
