/**
 * Lighthouse (mobile, simulated throttling) on `/` of the production build served by the
 * real server: three runs, the median Performance run reported. Lighthouse is fetched by
 * npx into its own cache, never into the app's lock file: it pulls a dependency at
 * "latest", which would break `npm ci`.
 *   npm run bench:lighthouse [-- /path]
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumArgs, chromiumExecutablePath } from '../tests/support/chromium.ts'
import { startServer } from '../tests/support/start-server.ts'
import { ensureBuild } from './ensure-build.ts'

type Report = {
  categories: Record<string, { score: number }>
  audits: Record<
    string,
    { numericValue?: number; displayValue?: string; score: number | null; title: string }
  >
}

function runLighthouse(url: string, output: string) {
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chrome } },
  )
}

const RUNS = Number(process.env.RUNS ?? 3)
const route = process.argv[2] ?? '/'
ensureBuild()
const server = await startServer()
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lighthouse-'))
const chrome =
  chromiumExecutablePath ?? (await import('@playwright/test')).chromium.executablePath()

try {
  const reports: Report[] = []
  for (let run = 1; run <= RUNS; run++) {
    const output = path.join(outDir, `run-${run}.json`)
    // Lighthouse 12 with a newer Chromium now and then loses the trace (NO_NAVSTART): retry.
    for (let attempt = 1; ; attempt++) {
      try {
        runLighthouse(`${server.url}${route}`, output)
        break
      } catch (error) {
        if (attempt === 3) throw error
        console.log(`  corrida ${run}: Lighthouse falló, reintento ${attempt}`)
      }
    }
    reports.push(JSON.parse(fs.readFileSync(output, 'utf8')) as Report)
  }
  const score = (r: Report, c: string) => Math.round((r.categories[c]?.score ?? 0) * 100)
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const median = reports[Math.floor(RUNS / 2)]!
  console.log(`Lighthouse móvil de ${route} (${RUNS} corridas; mediana de Performance)`)
  console.log(
    `  Performance por corrida: ${reports.map((r) => score(r, 'performance')).join(', ')}`,
  )
  for (const c of ['performance', 'accessibility', 'best-practices', 'seo']) {
    console.log(`  ${c.padEnd(15)} ${score(median, c)}`)
  }
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`  ${median.audits[id]?.title.padEnd(26)} ${median.audits[id]?.displayValue}`)
  }
  const failing = Object.entries(median.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && !a.displayValue?.includes('ms'))
    .map(([id, a]) => `${id} (${a.score})`)
  if (failing.length) console.log(`  Auditorías por debajo de 0,9: ${failing.join(', ')}`)
  const saved = path.resolve('bench/reports/lighthouse-median.json')
  fs.mkdirSync(path.dirname(saved), { recursive: true })
  fs.writeFileSync(saved, JSON.stringify(median))
  console.log(`  Informe completo: ${path.relative(process.cwd(), saved)}`)
} finally {
  await server.stop()
  fs.rmSync(outDir, { recursive: true, force: true })
}
