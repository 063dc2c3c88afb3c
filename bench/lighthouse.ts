/**
 * Lighthouse (mobile, simulated throttling) on `/` of the production build served by the
 * real server: three runs, the median Performance run reported, its CPU slowdown calibrated to
 * the host as the budgets' is.
 *   npm run bench:lighthouse [-- /path]
 */
import { startServer } from '../tests/support/start-server.ts'
import { ensureBuild } from './ensure-build.ts'
import { calibrateCpuSlowdown, cpuLine } from './cpu-calibration.ts'
import { CATEGORIES, lighthouseRuns, medianRun, saveReport, score } from './lighthouse-run.ts'

const RUNS = Number(process.env.RUNS ?? 3)
const route = process.argv[2] ?? '/'
ensureBuild()
const server = await startServer()

try {
  const calibration = await calibrateCpuSlowdown(`${server.url}${route}`)
  const { cpuSlowdown } = calibration
  const reports = await lighthouseRuns(`${server.url}${route}`, RUNS, { cpuSlowdown })
  const median = medianRun(reports)
  console.log(`Lighthouse móvil de ${route} (${RUNS} corridas; mediana de Performance)`)
  console.log(`  ${cpuLine(calibration)}`)
  console.log(
    `  Performance por corrida: ${reports.map((r) => score(r, 'performance')).join(', ')}`,
  )
  for (const c of CATEGORIES) console.log(`  ${c.padEnd(15)} ${score(median, c)}`)
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
  console.log(`  Informe completo: ${saveReport(median, 'lighthouse-median.json')}`)
} finally {
  await server.stop()
}
