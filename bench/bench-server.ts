/**
 * What the server benches share: autocannon's typed entry point, the engines to run on and the
 * compiled server as `npm start` runs it (tests/support/server-process.ts).
 */
import { createRequire } from 'node:module'
import {
  pgliteEngine,
  postgresEngine,
  startCompiledServer as startServerProcess,
  type Engine,
} from '../tests/support/server-process.ts'

/** The parts of autocannon's programmatic API used here (it ships no types). */
export type Request = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}
export type Result = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; max: number; average: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
  statusCodeStats?: Record<string, { count: number }>
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  requests?: { setupRequest: (request: Request) => Request }[]
}) => Promise<Result>
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

/** PGlite always; PostgreSQL when TEST_DATABASE_URL is set. */
export async function benchEngines(): Promise<Engine[]> {
  const engines = [await pgliteEngine()]
  if (process.env.TEST_DATABASE_URL)
    engines.push(await postgresEngine(process.env.TEST_DATABASE_URL))
  else console.log('PostgreSQL: TEST_DATABASE_URL no está definida; se omite.')
  return engines
}

/** The compiled server (as `npm start`), which says on stop what it printed beyond the usual. */
export async function startCompiledServer(engine: Engine, env: Record<string, string> = {}) {
  const server = await startServerProcess(engine, env)
  return {
    ...server,
    stop: async () => {
      await server.stop()
      const unexpected = server
        .output()
        .split('\n')
        .filter((line) => line && !/^(Servidor listo|Datos del club|SIGTERM recibido)/.test(line))
      if (unexpected.length > 0) console.log(`  Salida del servidor:\n${unexpected.join('\n')}`)
    },
  }
}
