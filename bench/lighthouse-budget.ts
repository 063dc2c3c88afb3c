/**
 * Lighthouse's budgets (docs/performance.md#lighthouse) on the routes CI measures: each route's
 * median of five runs, and which of its categories miss their budget.
 */
import { DEMO_MEMBER, type Account } from '../tests/support/sign-in.ts'
import {
  byPerformance,
  CATEGORIES,
  lighthouseReport,
  lighthouseRuns,
  medianRun,
  score,
  type Category,
  type Report,
  type RunOptions,
} from './lighthouse-run.ts'
import { startSignedInChromium } from './signed-in-chromium.ts'

/** The lowest score each category may have. */
export const LIGHTHOUSE_BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 95,
}

export type Route = {
  path: string
  /** Signed in as this account; otherwise a first visit. */
  as?: Account
  /** A tag the largest paint must fall inside: proof that the page itself was measured. */
  lcpInside?: string
  /**
   * Measured beside its limit (`startLimitPages`): its Performance budget is then that share
   * of the limit's, so a slow host does not fail it and a fast one does not excuse it.
   */
  limit?: boolean
}

export const ROUTES: Route[] = [
  { path: '/', limit: true },
  { path: '/auth/identificarse', limit: true },
  // Without a session this address shows the sign-in screen, with no redirect: the largest
  // paint must be the card's (its one <article>), not that screen's.
  { path: '/cuenta/carnet', as: DEMO_MEMBER, lcpInside: 'ARTICLE' },
]

export type RouteResult = {
  route: Route
  /** Every run, lowest Performance first. */
  reports: Report[]
  median: Report
  /** The runs of its limit, alternated with its own, lowest Performance first. */
  limit?: { reports: Report[]; median: Report }
  /** The lowest score of each category: Performance's as a share of the limit's, if any. */
  budgets: Record<Category, number>
  /** Each category under its budget, as "performance 93 < 95"; and a wrong page measured. */
  failures: string[]
}

/** Five, not three: one slow moment of a shared host then moves one run, never the median. */
export const RUNS = 5

export async function measureRoute(
  serverUrl: string,
  route: Route,
  { limitUrl, cpuSlowdown }: { limitUrl?: string; cpuSlowdown?: number } = {},
): Promise<RouteResult> {
  const url = `${serverUrl}${route.path}`
  let reports: Report[]
  let limit: RouteResult['limit']
  if (route.as) {
    const browser = await startSignedInChromium(serverUrl, route.as, route.path)
    try {
      reports = await lighthouseRuns(url, RUNS, { port: browser.port, cpuSlowdown })
    } finally {
      await browser.close()
    }
  } else if (route.limit && limitUrl) {
    const paired = await pairedRuns(url, `${limitUrl}${route.path}`, { cpuSlowdown })
    reports = paired.reports
    limit = { reports: paired.limit, median: medianRun(paired.limit) }
  } else {
    reports = await lighthouseRuns(url, RUNS, { cpuSlowdown })
  }
  const median = medianRun(reports)
  const budgets = { ...LIGHTHOUSE_BUDGETS }
  if (limit) {
    budgets.performance = Math.round(
      (LIGHTHOUSE_BUDGETS.performance * score(limit.median, 'performance')) / 100,
    )
  }
  const failures = CATEGORIES.filter((c) => score(median, c) < budgets[c]).map(
    (c) => `${c} ${score(median, c)} < ${budgets[c]}`,
  )
  const wrong = new Set(reports.flatMap((report) => wrongPage(report, route)))
  return { route, reports, median, limit, budgets, failures: [...failures, ...wrong] }
}

/**
 * The limit, a page without scripts, scores within a point or two run after run: three of its
 * runs, after the page's first, third and fifth, so a slow minute anywhere in the series
 * reaches both.
 */
const LIMIT_AFTER_RUN = (run: number) => run % 2 === 0

/**
 * The page and its limit in turn; the calibration's runs of the limit of `/` have warmed
 * Chromium and the server (the first run of a series once scored 83–92).
 */
async function pairedRuns(url: string, limitUrl: string, options: RunOptions) {
  const reports: Report[] = []
  const limit: Report[] = []
  for (let run = 0; run < RUNS; run++) {
    reports.push(await lighthouseReport(url, options))
    if (LIMIT_AFTER_RUN(run)) limit.push(await lighthouseReport(limitUrl, options))
  }
  return { reports: byPerformance(reports), limit: byPerformance(limit) }
}

/** Why a report did not measure the route's page as it should be seen; none when it did. */
function wrongPage(report: Report, route: Route): string[] {
  const problems: string[] = []
  if (report.runtimeError) problems.push(`error de Lighthouse: ${report.runtimeError.code}`)
  // The server's redirects change the main document's address; the app's, the one displayed.
  for (const url of [report.mainDocumentUrl, report.finalDisplayedUrl]) {
    const shown = new URL(url).pathname
    if (shown !== route.path) problems.push(`midió ${shown} en vez de ${route.path}`)
  }
  if (route.lcpInside) {
    const lcp = largestPaint(report)
    if (!lcp?.path.split(',').includes(route.lcpInside)) {
      const label = lcp ? `«${lcp.nodeLabel.slice(0, 60)}»` : 'ninguno'
      problems.push(`el LCP (${label}) no está en un <${route.lcpInside}>`)
    }
  }
  return problems
}

type NodeDetails = { path: string; nodeLabel: string }

/** The element of the largest contentful paint, as the report describes it. */
function largestPaint(report: Report): NodeDetails | undefined {
  const table = report.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    { items?: { node?: NodeDetails }[] } | undefined
  return table?.items?.[0]?.node
}
