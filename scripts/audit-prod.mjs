/**
 * `npm audit --omit=dev`: no high or critical advisory in what production installs
 * (docs/operations.md#dependencies). Exits non-zero with the findings. A registry that does not
 * offer npm's audit endpoint (a mirror, a closed network) cannot answer: that is said, and
 * the check is left out, as the PostgreSQL pass is without a server.
 *   npm run test:audit
 */
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
})
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = null
}

const counts = report?.metadata?.vulnerabilities
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? run.stderr.trim().split('\n').at(-1)
  console.log(`npm audit: el registro no respondió la auditoría (${why}); se omite.`)
  process.exit(0)
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0)
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} críticas, ${counts.high ?? 0} altas, ` +
    `${counts.moderate ?? 0} moderadas, ${counts.low ?? 0} bajas`,
)
if (serious > 0) {
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    if (finding.severity === 'high' || finding.severity === 'critical') {
      console.log(`  ${finding.severity}: ${name} ${finding.range ?? ''}`)
    }
  }
  process.exit(1)
}
