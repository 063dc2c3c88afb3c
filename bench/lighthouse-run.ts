/**
 * Lighthouse (mobile, simulated throttling) runs on one address, shared by `bench:lighthouse` and
 * the budgets step. Lighthouse is fetched by npx into its own cache, never into the app's lock
 * file: it pulls a dependency at "latest", which would break `npm ci`.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutablePath } from '../tests/support/chromium.ts'

export type Audit = {
  numericValue?: number
  displayValue?: string
  score: number | null
  scoreDisplayMode?: string
  title: string
  details?: { items?: Record<string, unknown>[] }
}

export type Report = {
  requestedUrl: string
  mainDocumentUrl: string
  finalDisplayedUrl: string
  runtimeError?: { code: string; message: string }
  /** Lighthouse's CPU benchmark of the host; under 1,000 it warns that scores suffer. */
  environment: { benchmarkIndex: number }
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >
  audits: Record<string, Audit>
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  'best-practices': 'BP',
  seo: 'SEO',
}

export const chromePath = chromiumExecutablePath ?? chromium.executablePath()

/**
 * One run, in a Chromium of Lighthouse's own (a new profile: a first visit) or, with `port`, in
 * the one listening there, as it is: Lighthouse's storage reset would clear its service worker,
 * Cache Storage and HTTP cache (not the session in localStorage and IndexedDB), and a member's
 * app is installed, its service worker holding every chunk.
 */
async function runOnce(url: string, output: string, { port, cpuSlowdown }: RunOptions) {
  const browserFlags = port
    ? [`--port=${port}`, '--disable-storage-reset']
    : [`--chrome-flags=--headless ${chromiumArgs.join(' ')}`]
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...browserFlags,
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 16 * 1024 * 1024 },
  )
}

export type RunOptions = {
  /** The DevTools port of a running Chromium to measure in (see `runOnce`). */
  port?: number
  /** Lighthouse's CPU slowdown, calibrated to the host (cpu-calibration.ts); its 4× otherwise. */
  cpuSlowdown?: number
}

/** One report of `url` (see `runOnce`). */
export async function lighthouseReport(url: string, options: RunOptions = {}): Promise<Report> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lighthouse-'))
  try {
    const output = path.join(outDir, 'run.json')
    // Lighthouse 12 with a newer Chromium now and then loses the trace (NO_NAVSTART): retry.
    for (let attempt = 1; ; attempt++) {
      try {
        await runOnce(url, output, options)
        break
      } catch (error) {
        if (attempt === 3) throw error
        console.log(`  ${url}: Lighthouse falló, reintento ${attempt}`)
      }
    }
    return JSON.parse(fs.readFileSync(output, 'utf8')) as Report
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

export const byPerformance = (reports: Report[]) =>
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'))

/**
 * `runs` reports of `url`, sorted by Performance score, lowest first, after one run not
 * counted: on this 2-core host the first run of a series scored 83–92 where the next ones
 * scored 94–99 (Chromium's and the server's cold start), which a median of 3 did not absorb.
 */
export async function lighthouseRuns(url: string, runs: number, options: RunOptions = {}) {
  await lighthouseReport(url, options)
  const reports: Report[] = []
  for (let run = 0; run < runs; run++) reports.push(await lighthouseReport(url, options))
  return byPerformance(reports)
}

export const score = (report: Report, category: Category) =>
  Math.round((report.categories[category]?.score ?? 0) * 100)

/** The run of median Performance, from reports sorted by it. */
export const medianRun = (sorted: Report[]) => sorted[Math.floor(sorted.length / 2)]!

/** Writes a report under bench/reports/ (ignored by git); returns its path from the cwd. */
export function saveReport(report: Report, name: string) {
  const saved = path.resolve('bench/reports', name)
  fs.mkdirSync(path.dirname(saved), { recursive: true })
  fs.writeFileSync(saved, JSON.stringify(report))
  return path.relative(process.cwd(), saved)
}
