/**
 * Lighthouse's CPU slowdown for this host: its default 4×, lowered on a host slower than the
 * one 4× is meant for to the multiplier of its throttling guide's calculator
 * (lighthouse-cpu-throttling-calculator), so a slow or busy host does not fail code that did not
 * change (docs/decisions/0051, 0054).
 */
import { lighthouseReport, type Report } from './lighthouse-run.ts'

export const DEFAULT_CPU_SLOWDOWN = 4
const CALIBRATION_RUNS = 3

/** No BenchmarkIndex when the multiplier was set, not measured. */
export type CpuCalibration = { benchmarkIndex?: number; cpuSlowdown: number }

/**
 * The calculator's multiplier for a host of `benchmarkIndex`, to a tenth: 1× at 150, 2× at
 * 800, 3× at 1,300, then one more for each 233 (4× at 1,533, 6× at 2,000).
 */
export function calculatorSlowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650
  return Math.round(multiplier * 10) / 10
}

/**
 * The multiplier the budgets use: the calculator's up to Lighthouse's 4×, never above it. Above
 * 1,533 the calculator's phone gets slower as the host gets faster (8.3× at 2,532, 15.6× at
 * 4,020), while Lighthouse's score everywhere else is taken at 4× (ADR 0054).
 */
export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.min(DEFAULT_CPU_SLOWDOWN, calculatorSlowdownFor(benchmarkIndex))

/**
 * The median BenchmarkIndex of a few runs of `url` (a light page) and its multiplier; or the
 * multiplier LIGHTHOUSE_CPU_SLOWDOWN sets (4 to compare with Lighthouse's default), after one
 * run of `url` that warms up as the calibration's do.
 */
export async function calibrateCpuSlowdown(url: string): Promise<CpuCalibration> {
  const fixed = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  if (fixed > 0) {
    // Not counted, as the calibration's runs are not: Chromium's and the server's cold start.
    await lighthouseReport(url)
    return { cpuSlowdown: fixed }
  }
  const reports: Report[] = []
  for (let run = 0; run < CALIBRATION_RUNS; run++) reports.push(await lighthouseReport(url))
  const indexes = reports.map((r) => r.environment.benchmarkIndex).sort((a, b) => a - b)
  const benchmarkIndex = Math.round(indexes[Math.floor(indexes.length / 2)]!)
  return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) }
}

/** The calibration as the budgets' report prints it. */
export function cpuLine({ benchmarkIndex, cpuSlowdown }: CpuCalibration) {
  if (benchmarkIndex === undefined) return `CPU: ralentización ×${cpuSlowdown} sin calibrar`
  const calculator = calculatorSlowdownFor(benchmarkIndex)
  const note =
    calculator > cpuSlowdown
      ? `la de Lighthouse por omisión; su calculadora daría ×${calculator}`
      : `Lighthouse: ×${DEFAULT_CPU_SLOWDOWN} sin calibrar`
  return `CPU: BenchmarkIndex ${benchmarkIndex.toLocaleString('en-US')} (mediana de ${CALIBRATION_RUNS}) → ralentización ×${cpuSlowdown} (${note})`
}
