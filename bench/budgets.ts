/**
 * The budgets `npm test` enforces (docs/performance.md#budgets-in-ci): the first-load JS of `/`
 * and Lighthouse on three routes, the member's card signed in. Exits non-zero, printing the
 * figure and its budget, when one is broken. Median reports land in bench/reports/.
 *   npm run test:budgets
 */
import { chromium } from '@playwright/test'
import { startServer } from '../tests/support/start-server.ts'
import { defaultLaunch } from './browser-bench.ts'
import { ensureBuild } from './ensure-build.ts'
import { FIRST_LOAD_JS_BUDGET, firstLoadJs, kb, measureFirstLoad } from './first-load.ts'
import {
  LIGHTHOUSE_BUDGETS,
  ROUTES,
  RUNS,
  measureRoute,
  type RouteResult,
} from './lighthouse-budget.ts'
import { printFailure, printRoutes } from './budgets-report.ts'
import { saveReport } from './lighthouse-run.ts'
import { startLimitPages } from './limit-pages.ts'
import {
  calibrateCpuSlowdown,
  cpuLine,
  DEFAULT_CPU_SLOWDOWN,
  type CpuCalibration,
} from './cpu-calibration.ts'

const started = performance.now()
const failures: string[] = []
ensureBuild()
const server = await startServer()
try {
  const browser = await chromium.launch(defaultLaunch)
  const files = await measureFirstLoad(browser, server.url).finally(() => browser.close())
  const js = firstLoadJs(files)
  console.log(
    `JS de la primera carga de /: ${bytes(js)} = ${kb(js)} (presupuesto ≤ ${bytes(FIRST_LOAD_JS_BUDGET)} = ${kb(FIRST_LOAD_JS_BUDGET)})`,
  )
  if (js > FIRST_LOAD_JS_BUDGET) {
    failures.push(`JS de la primera carga de /: ${bytes(js - FIRST_LOAD_JS_BUDGET)} de más`)
    for (const f of files.filter((f) => f.kind === 'js' && f.beforeLoad)) {
      console.log(`  ${bytes(f.gzip).padStart(9)}  ${f.file}`)
    }
  }

  const results: RouteResult[] = []
  const limits = await startLimitPages(
    server.url,
    ROUTES.filter((route) => route.limit).map((route) => route.path),
  )
  let calibration: CpuCalibration | undefined
  try {
    calibration = await calibrateCpuSlowdown(`${limits.url}/`).catch((error: unknown) => {
      console.log(`  calibración fallida (${String(error)}): Lighthouse a su ×4`)
      return { cpuSlowdown: DEFAULT_CPU_SLOWDOWN }
    })
    console.log(cpuLine(calibration))
    for (const route of ROUTES) {
      console.log(`Lighthouse ${route.path}…`)
      try {
        const { cpuSlowdown } = calibration
        results.push(await measureRoute(server.url, route, { limitUrl: limits.url, cpuSlowdown }))
      } catch (error) {
        failures.push(`Lighthouse ${route.path}: no se pudo medir (${String(error)})`)
      }
    }
  } finally {
    await limits.close()
  }
  const budgets = Object.entries(LIGHTHOUSE_BUDGETS)
    .map(([c, min]) => `${c} ${min === 100 ? '=' : '≥'} ${min}`)
    .join(', ')
  console.log(
    `\nLighthouse móvil, mediana de ${RUNS} corridas, la de cada límite de 3 (presupuesto: ${budgets})`,
  )
  console.log(
    `Con límite (la misma página sin scripts, corridas alternadas): Performance ≥ ${LIGHTHOUSE_BUDGETS.performance} % de la del límite`,
  )
  if (calibration) console.log(cpuLine(calibration))
  printRoutes(results)
  for (const result of results) {
    const saved = saveReport(result.median, `budget${slug(result.route.path)}.json`)
    if (!result.failures.length) continue
    failures.push(`Lighthouse ${result.route.path}: ${result.failures.join('; ')} (${saved})`)
    printFailure(result)
  }
} finally {
  await server.stop()
}

console.log(`\nPresupuestos: ${((performance.now() - started) / 1000).toFixed(0)} s`)
if (failures.length) {
  console.log('FALLAN:')
  for (const failure of failures) console.log(`  ${failure}`)
  process.exitCode = 1
} else {
  console.log('Todos los presupuestos se cumplen.')
}

function bytes(n: number) {
  return `${n.toLocaleString('en-US')} B`
}

function slug(routePath: string) {
  return routePath === '/' ? '-inicio' : routePath.replaceAll('/', '-')
}
