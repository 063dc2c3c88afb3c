/** The budgets step's Lighthouse table, and what cost a failing route its points. */
import type { RouteResult } from './lighthouse-budget.ts'
import { CATEGORIES, CATEGORY_LABELS, score, type Report } from './lighthouse-run.ts'

const row = (label: string, reports: Report[], median: Report) => [
  label,
  reports.map((r) => score(r, 'performance')).join(' '),
  ...CATEGORIES.map((c) => String(score(median, c))),
  ms(median, 'total-blocking-time'),
  ms(median, 'largest-contentful-paint'),
  reports.map((r) => Math.round(r.environment.benchmarkIndex)).join(' '),
]

const ms = (report: Report, audit: string) =>
  Math.round(report.audits[audit]?.numericValue ?? 0).toLocaleString('en-US')

export function printRoutes(results: RouteResult[]) {
  const rows = [
    [
      'ruta',
      `Performance por corrida`,
      ...CATEGORIES.map((c) => CATEGORY_LABELS[c]),
      'TBT ms',
      'LCP ms',
      `BenchmarkIndex por corrida`,
      'veredicto',
    ],
    ...results.flatMap(({ route, reports, median, limit, failures }) => [
      [
        ...row(route.as ? `${route.path} (con sesión)` : route.path, reports, median),
        failures.length ? 'FALLA' : 'ok',
      ],
      ...(limit ? [[...row(`  su límite, sin scripts`, limit.reports, limit.median), '']] : []),
    ]),
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
}

/** The route's failures, then each audit that cost points in a category under its budget. */
export function printFailure({ route, median, budgets, failures }: RouteResult) {
  console.log(`\n${route.path}: ${failures.join('; ')}`)
  for (const c of CATEGORIES.filter((c) => score(median, c) < budgets[c])) {
    console.log(`  ${c}: ${pointsLost(median, c).join(', ')}`)
  }
}

/** The weighted audits of a category that did not score full marks, worst first. */
function pointsLost(report: Report, category: string) {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = report.audits[ref.id]
      return audit?.score != null && audit.score < 1
        ? [{ ...audit, id: ref.id, score: audit.score }]
        : []
    })
    .sort((a, b) => a.score - b.score)
    .map((a) => `${a.id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`)
}
