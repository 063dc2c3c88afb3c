/**
 * `npm test`: every check, in stages. The static checks (types, lint, the dependencies' audit)
 * run side by side; the suites after them one at a time, each using both cores, and the
 * budgets last, on a quiet host (Lighthouse's figures move with other work). Stops at the
 * first failing stage and prints each step's time.
 */
import { spawn } from 'node:child_process'

// The route tree is generated first: tsc and eslint both read it.
const stages = [
  ['typecheck:routes'],
  ['typecheck:tsc', 'lint', 'test:audit'],
  ['test:unit'],
  ['test:e2e'],
  ['test:system'],
  ['test:budgets'],
]

const times = []
const run = (script) =>
  new Promise((resolve) => {
    const started = performance.now()
    const child = spawn('npm', ['run', script], { stdio: 'inherit' })
    child.on('exit', (code) => {
      times.push(`${script} ${((performance.now() - started) / 1000).toFixed(0)} s`)
      resolve(code ?? 1)
    })
  })

let failed = []
for (const stage of stages) {
  const codes = await Promise.all(stage.map(run))
  failed = stage.filter((_, i) => codes[i] !== 0)
  if (failed.length) break
}
console.log(`\nTiempos: ${times.join(', ')}`)
if (failed.length) {
  console.log(`Falló: ${failed.join(', ')}`)
  process.exitCode = 1
}
