/**
 * getSocios over 10,000 members (p95 ≤ 15 ms, docs/performance.md#member-search): a name search, a
 * DNI prefix search, a status filter and a sort, through the real app (Hono + Drizzle) on PGlite
 * and, when TEST_DATABASE_URL is set, on PostgreSQL.
 *   npm run bench:socios [-- --members 10000]
 */
import { parseArgs } from 'node:util'
import { createApp } from '../server/app.ts'
import type { Database } from '../server/db/client.ts'
import { openPglite } from '../server/db/client.ts'
import { seedSocios } from '../server/seed/seed-socios.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'

const { values } = parseArgs({ options: { members: { type: 'string', default: '10000' } } })
const MEMBERS = Number(values.members)
const RUNS = 200

const queries = {
  'nombre "gonz"': 'search=gonz&pageSize=25',
  'DNI "301"': 'search=301&pageSize=25',
  'estado inactivos': 'estado=inactivos&pageSize=25',
  'orden antigüedad, pág. 40': 'sort=antiguedad&page=40&pageSize=25',
  'nombre + estado + orden': 'search=maria&estado=activos&sort=estado&pageSize=50',
}

async function run(label: string, database: Database) {
  await database.migrate()
  const started = performance.now()
  await seedSocios(database.db, MEMBERS, { seed: 1 })
  console.log(
    `\n${label}: ${MEMBERS} socios cargados en ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
  const { token } = await createTestUser(database.db, { level: 3 })
  for (const [name, query] of Object.entries(queries)) {
    const times: number[] = []
    let total = 0
    for (let i = 0; i < RUNS + 20; i++) {
      const start = performance.now()
      const res = await app.request(`/api/socios/getSocios?${query}`, { headers: bearer(token) })
      const body = (await res.json()) as { response: { total: number } }
      if (i >= 20) times.push(performance.now() - start)
      total = body.response.total
    }
    times.sort((a, b) => a - b)
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
    console.log(
      `  ${name.padEnd(28)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  (${total} resultados)`,
    )
  }
  await app.close()
}

const pglite = await openPglite(undefined)
await run('PGlite (en memoria)', pglite)
await pglite.close()

if (process.env.TEST_DATABASE_URL) {
  process.env.TEST_ENGINE = 'postgres'
  const postgres = await createTestDatabase()
  await run('PostgreSQL', postgres)
  await postgres.cleanup()
} else {
  console.log('\nPostgreSQL: TEST_DATABASE_URL no está definida; se omite.')
}
