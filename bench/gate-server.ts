/**
 * GET /api/socios/validarToken/{token} under load (docs/performance.md#validartoken:
 * ≥ 3,000 requests/s with p99 ≤ 20 ms at 50 connections on 2 cores), against the real
 * server as `npm start` runs it (dist-server/index.js, in a process of its own), on PGlite
 * and, when TEST_DATABASE_URL is set, on PostgreSQL:
 * - throughput: autocannon's 50 connections as fast as the server answers;
 * - latency at the budget's load: 3,000 requests/s spread evenly over 50 connections
 *   (paced-load.ts), p99 counted from the moment each request was due.
 * Then the check-ins written (every answered scan must be one, the last ones flushed at
 * SIGTERM) and the size and time of the gate's full roster at 10,000 members.
 *   npx tsx bench/gate-server.ts [-- --members 1000 --tokens 300 --duration 10]
 * The load runs in this process, on the same 2 cores as the server: the figures are a floor.
 */
import { parseArgs } from 'node:util'
import { count, eq } from 'drizzle-orm'
import type { Roster } from '../src/domain/porteria/gate-api.ts'
import { createApp } from '../server/app.ts'
import type { Database } from '../server/db/client.ts'
import { checkins } from '../server/db/schema/porteria.ts'
import { socios } from '../server/db/schema/socios.ts'
import { issueQrToken } from '../server/routes/carnet/qr-keys.ts'
import { seedSocios } from '../server/seed/seed-socios.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'
import { openEngine, type Engine } from '../tests/support/server-process.ts'
import { autocannon, benchEngines, startCompiledServer } from './bench-server.ts'
import { cpuPerRequest, readCpu } from './cpu-use.ts'
import { ensureBuild } from './ensure-build.ts'
import { pacedLoad } from './paced-load.ts'

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    tokens: { type: 'string', default: '300' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
})
const MEMBERS = Number(values.members)
const TOKENS = Number(values.tokens)
const DURATION = Number(values.duration)
const CONNECTIONS = Number(values.connections)
const ROSTER_MEMBERS = 10_000
const BUDGET = { rps: 3000, p99: 20 }

/** Members, a gatekeeper's session and valid QR codes of active members. */
async function prepare(database: Database) {
  const started = performance.now()
  await seedSocios(database.db, MEMBERS, { seed: 1 })
  const { token: session } = await createTestUser(database.db, {
    level: 1,
    departments: ['control'],
  })
  const activos = await database.db
    .select({ id: socios.id })
    .from(socios)
    .where(eq(socios.estado, 'Activo'))
    .limit(TOKENS)
  const codes = await Promise.all(activos.map(({ id }) => issueQrToken(database.db, id)))
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`  ${MEMBERS} socios, ${codes.length} códigos QR válidos (${seconds} s)`)
  return { session, codes }
}

/** The scans of the load: the valid codes in turn, from the 'bench' device. */
function scans(session: string, codes: string[]) {
  let next = 0
  return {
    headers: { ...bearer(session), 'X-Dispositivo': 'bench' },
    path: () => `/api/socios/validarToken/${codes[next++ % codes.length]}`,
  }
}

/** As fast as the server answers. */
function saturate(url: string, session: string, codes: string[], duration: number) {
  const { headers, path } = scans(session, codes)
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
  })
}

/** The budget's load, evenly spread, after 2 s of warm-up. */
function atRate(url: string, session: string, codes: string[], duration: number) {
  return pacedLoad({
    url,
    connections: CONNECTIONS,
    rate: BUDGET.rps,
    duration,
    warmUp: 2,
    ...scans(session, codes),
  })
}

async function roster(database: Database) {
  const grown = await database.db.select({ n: count() }).from(socios)
  await seedSocios(database.db, ROSTER_MEMBERS - grown[0]!.n, { seed: 2 })
  const app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
  const { token } = await createTestUser(database.db, { level: 1, departments: ['control'] })
  const times: number[] = []
  const plainTimes: number[] = []
  let plain = 0
  let gzip = 0
  let members = 0
  for (let i = 0; i < 12; i++) {
    // As a tablet asks: compressed. Every other one plain, for the size of the JSON itself.
    const compressed = i % 2 === 0
    const start = performance.now()
    const res = await app.request('/api/gate/roster', {
      headers: { ...bearer(token), ...(compressed ? { 'Accept-Encoding': 'gzip' } : {}) },
    })
    const body = await res.arrayBuffer()
    const elapsed = performance.now() - start
    if (compressed) {
      if (i >= 2) times.push(elapsed)
      gzip = body.byteLength
    } else {
      if (i >= 2) plainTimes.push(elapsed)
      plain = body.byteLength
      members = (JSON.parse(new TextDecoder().decode(body)) as { response: Roster }).response.socios
        .length
    }
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1]!.toFixed(0)
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  console.log(
    `  roster completo, ${members} socios: ${kb(plain)} de JSON (p50 ${median(plainTimes)} ms), ` +
      `${kb(gzip)} con gzip (p50 ${median(times)} ms); en proceso, sin red`,
  )
  await app.close()
}

type CpuUse = ReturnType<typeof cpuPerRequest>

/**
 * The server's CPU per validation, which the host's other tenants move far less than the
 * latencies: the event loop's thread is what one process can do at most; the whole process
 * adds the signature thread and PGlite's. Steal is the CPU the hypervisor gave away.
 */
function printCpu(saturated: CpuUse, paced: CpuUse) {
  if (!saturated || !paced) return
  const us = (use: NonNullable<CpuUse>) =>
    `${use.process.toFixed(0)} µs (event loop ${use.mainThread.toFixed(0)} µs)`
  const pct = (use: NonNullable<CpuUse>) => `${(use.stolen * 100).toFixed(0)} %`
  console.log(
    `  CPU del servidor por validación: ${us(saturated)} a saturación, ${us(paced)} a ${BUDGET.rps} req/s; ` +
      `CPU robada por el hipervisor: ${pct(saturated)} y ${pct(paced)}`,
  )
}

async function run(engine: Engine) {
  console.log(`\n${engine.label}`)
  let database = await openEngine(engine)
  const { session, codes } = await prepare(database)
  await database.close()

  const server = await startCompiledServer(engine)
  const warmUp = await saturate(server.url, session, codes, 3)
  const cpu = [readCpu(server.pid)]
  const result = await saturate(server.url, session, codes, DURATION)
  cpu.push(readCpu(server.pid))
  // At the budget's rate: the latency a gate sees when the server is busy but not saturated.
  const atBudget = await atRate(server.url, session, codes, DURATION)
  cpu.push(readCpu(server.pid))
  // At SIGTERM the server stops taking requests, writes the check-ins it still buffers
  // (app.close()) and closes the database: the count below shows none was lost.
  await server.stop()

  const ok =
    result.requests.average >= BUDGET.rps &&
    result.non2xx + result.errors + result.timeouts === 0 &&
    atBudget.p99 <= BUDGET.p99 &&
    atBudget.non2xx + atBudget.errors === 0
  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.log(
    `  validarToken, ${CONNECTIONS} conexiones, ${DURATION} s: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, máx ${result.latency.max} ms; ` +
      `${result['2xx']} 2xx, ${result.non2xx} no 2xx, ${result.errors} errores, ${result.timeouts} timeouts`,
  )
  console.log(
    `  a ${BUDGET.rps} req/s parejos: ${Math.round(atBudget.rate)} req/s servidos, ` +
      `p50 ${ms(atBudget.p50)}, p90 ${ms(atBudget.p90)}, p99 ${ms(atBudget.p99)}, máx ${ms(atBudget.max)}; ` +
      `${atBudget.non2xx} no 2xx, ${atBudget.errors} errores`,
  )
  printCpu(
    cpuPerRequest(cpu[0]!, cpu[1]!, result.requests.total),
    cpuPerRequest(cpu[1]!, cpu[2]!, atBudget.answered),
  )
  console.log(
    `  presupuesto ≥ ${BUDGET.rps} req/s (a saturación) y p99 ≤ ${BUDGET.p99} ms (a ${BUDGET.rps} req/s), todo 2xx: ` +
      (ok ? 'cumple' : 'NO CUMPLE'),
  )

  database = await openEngine(engine)
  const [written] = await database.db.select({ n: count() }).from(checkins)
  // autocannon stops counting with requests still in flight (up to one per connection and
  // run): the server answered and recorded those too.
  const answered = warmUp['2xx'] + result['2xx'] + atBudget.answered - atBudget.non2xx
  const inFlight = 2 * CONNECTIONS
  const complete = written!.n >= answered && written!.n <= answered + inFlight
  console.log(
    `  ingresos registrados: ${written!.n} para ${answered} respuestas 2xx contadas ` +
      `(+ hasta ${inFlight} en vuelo al cortar): ${complete ? 'ninguno perdido' : 'NO COINCIDEN'}`,
  )
  await roster(database)
  await database.close()
}

ensureBuild()
const engines = await benchEngines()
for (const engine of engines) {
  try {
    await run(engine)
  } finally {
    await engine.drop?.()
  }
}
