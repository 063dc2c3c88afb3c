/**
 * The API under load (docs/performance.md#load): autocannon on loopback against sign-in,
 * getSocios, generarToken, validarToken, getCuotas, the groups list and the static shell, at
 * 50 and 200 connections, against the compiled server as `npm start` runs it on its demo
 * data, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. For each: requests/s, p50/p99,
 * errors and answers other than 2xx; and the server's resident memory before and after.
 *   npm run bench:load [-- --duration 20 --connections 50,200]
 * With `--procesos 2`: that many processes on one PostgreSQL (TEST_DATABASE_URL) and one
 * DATA_DIR behind HAProxy (docs/operations.md#several-processes), each process's share shown.
 * The load runs in this process, on the same 2 cores as the server: the figures are a floor.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { startHaproxy } from '../tests/support/haproxy.ts'
import type { Engine } from '../tests/support/server-process.ts'
import {
  autocannon,
  benchEngines,
  startCompiledServer,
  type Request,
  type Result,
} from './bench-server.ts'
import { ensureBuild } from './ensure-build.ts'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50,200' },
    procesos: { type: 'string', default: '1' },
  },
})
const DURATION = Number(values.duration)
const CONNECTIONS = values.connections.split(',').map(Number)
const PROCESSES = Number(values.procesos)
const PASSWORD = 'demo-de-carga-2026'
const ADMIN = 'admin@demo.clubsantarosa.com.ar'
const MEMBER = 'socio@demo.clubsantarosa.com.ar'

type Target = {
  name: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** A path per request (validarToken's codes in turn), or one for all. */
  path: () => string
  /** Headers of each request on top of `headers`: each sign-in from an address of its own. */
  each?: () => Record<string, string>
}

/** Resident memory of a process, in MB, from /proc (0 where there is none). */
function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/** A private IPv4 address per number, 10.0.0.1 up. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`

async function api<T>(url: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { response: T }).response
}

const signIn = (url: string, email: string) =>
  api<{ token: string; userData: { socio_id: number | null } }>(url, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  })

/** Sessions, the member's number and fresh QR codes of active members, from the API itself. */
async function targets(url: string): Promise<Target[]> {
  const admin = await signIn(url, ADMIN)
  const member = await signIn(url, MEMBER)
  const asAdmin = { Authorization: `Bearer ${admin.token}` }
  const asMember = { Authorization: `Bearer ${member.token}` }
  const list = await api<{ items: { id: number }[] }>(
    url,
    '/api/socios/getSocios?estado=activos&pageSize=50',
    { headers: asAdmin },
  )
  const codes = await Promise.all(
    list.items.map(({ id }) =>
      api<string>(url, '/api/socios/generarToken', {
        method: 'POST',
        headers: asAdmin,
        body: JSON.stringify({ id }),
      }),
    ),
  )
  let next = 0
  const json = { 'Content-Type': 'application/json' }
  return [
    {
      name: 'ingreso (POST /api/auth/login, argon2id)',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: MEMBER, password: PASSWORD }),
      path: () => '/api/auth/login',
      // Members sign in from their own phones, behind the club's proxy: one address each,
      // or the sign-in limits (ADR 0016) would take the load for an attack on one account.
      each: () => ({ 'X-Forwarded-For': address(next++) }),
    },
    {
      name: 'getSocios (página 1)',
      headers: asAdmin,
      path: () => '/api/socios/getSocios?page=1',
    },
    {
      name: 'generarToken (el socio, el suyo)',
      method: 'POST',
      headers: { ...json, ...asMember },
      body: JSON.stringify({ id: member.userData.socio_id }),
      path: () => '/api/socios/generarToken',
    },
    {
      name: `validarToken (${codes.length} códigos por turno)`,
      headers: { ...asAdmin, 'X-Dispositivo': 'carga' },
      path: () => `/api/socios/validarToken/${codes[next++ % codes.length]}`,
    },
    { name: 'getCuotas (las del socio)', headers: asMember, path: () => '/api/cuotas/getCuotas' },
    { name: 'grupos (página 1)', headers: asAdmin, path: () => '/api/grupos' },
    { name: 'página de la app (/cuenta/carnet)', path: () => '/cuenta/carnet' },
  ]
}

/** The statuses other than 2xx, counted: `(503: 12)`. */
function statuses(result: Result): string {
  const other = Object.entries(result.statusCodeStats ?? {}).filter(
    ([code]) => !code.startsWith('2'),
  )
  return other.length
    ? ` (${other.map(([code, { count }]) => `${code}: ${count}`).join(', ')})`
    : ''
}

function load(url: string, target: Target, connections: number): Promise<Result> {
  return autocannon({
    url,
    connections,
    duration: DURATION,
    headers: target.headers,
    requests: [
      {
        setupRequest: (request: Request) => ({
          ...request,
          method: target.method ?? 'GET',
          body: target.body,
          path: target.path(),
          headers: { ...target.headers, ...target.each?.() },
        }),
      },
    ],
  })
}

/** The servers on `engine` and the address to load: the one server, or HAProxy before them. */
async function serve(engine: Engine) {
  // Each sign-in's address stands for a member's, as the club's proxy would pass it on: with
  // HAProxy in front that proxy is one more hop.
  const env = { DEMO_PASSWORD: PASSWORD, TRUST_PROXY: PROCESSES > 1 ? '2' : '1' }
  const servers = [await startCompiledServer(engine, { ...env, DEMO: '1' })]
  while (servers.length < PROCESSES) servers.push(await startCompiledServer(engine, env))
  const proxy = PROCESSES > 1 ? await startHaproxy(servers.map((server) => server.url)) : null
  return {
    url: proxy?.url ?? servers[0]!.url,
    pids: servers.map((server) => server.pid),
    /** Each process's share of the 2xx answers so far, behind the proxy. */
    shares: async () => {
      if (!proxy) return ''
      const answered = Object.entries(await proxy.answered())
      const total = answered.reduce((sum, [, n]) => sum + n, 0)
      return answered.map(([name, n]) => `${name} ${Math.round((100 * n) / total)} %`).join(', ')
    },
    stop: async () => {
      await proxy?.stop()
      for (const server of servers) await server.stop()
    },
  }
}

/** What went wrong in a run, one line per target and load: empty when every answer was 2xx. */
async function run(engine: Engine): Promise<string[]> {
  console.log(
    `\n${engine.label}${PROCESSES > 1 ? `, ${PROCESSES} procesos detrás de HAProxy` : ''}`,
  )
  const served = await serve(engine)
  const memory = () => served.pids.map((pid) => residentMb(pid).toFixed(0)).join(' + ')
  try {
    const list = await targets(served.url)
    const before = memory()
    const failures: string[] = []
    for (const target of list) {
      for (const connections of CONNECTIONS) {
        const r = await load(served.url, target, connections)
        if (r.errors + r.timeouts + r.non2xx > 0)
          failures.push(
            `${engine.label}: ${target.name}, ${connections} conexiones: ${r.non2xx} no 2xx` +
              `${statuses(r)}, ${r.errors} errores, ${r.timeouts} timeouts`,
          )
        console.log(
          `  ${target.name}, ${connections} conexiones: ${Math.round(r.requests.average)} req/s, ` +
            `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; ${r['2xx']} 2xx, ` +
            `${r.non2xx} no 2xx${statuses(r)}, ${r.errors} errores, ${r.timeouts} timeouts`,
        )
      }
    }
    console.log(`  memoria residente: ${before} MB antes, ${memory()} MB después`)
    if (PROCESSES > 1) console.log(`  respuestas 2xx por proceso: ${await served.shares()}`)
    console.log(
      `  ${failures.length === 0 ? 'sin errores' : `${failures.length} cargas con errores`}`,
    )
    return failures
  } finally {
    await served.stop()
  }
}

ensureBuild()
const engines = await benchEngines()
const failures: string[] = []
for (const engine of engines) {
  try {
    // Several processes share one database: PostgreSQL's alone.
    if (PROCESSES === 1 || engine.databaseUrl) failures.push(...(await run(engine)))
  } finally {
    await engine.drop?.()
  }
}
if (PROCESSES > 1 && !engines.some((engine) => engine.databaseUrl)) {
  console.log('Varios procesos necesitan PostgreSQL: definí TEST_DATABASE_URL.')
  process.exitCode = 1
}
// Every request expects a 2xx: any other answer, error or timeout fails the bench.
if (failures.length > 0) {
  console.error(`\nFalla: pedidos sin respuesta 2xx\n${failures.map((f) => `  ${f}`).join('\n')}`)
  process.exitCode = 1
}
