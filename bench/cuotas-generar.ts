/**
 * POST /api/cuotas/generar over 10,000 active members (≤ 2 s on PGlite,
 * docs/performance.md#fees): a first generation (10,000 created) and a second (0 created),
 * through the real app (Hono + Drizzle) on PGlite and, when TEST_DATABASE_URL is set, on
 * PostgreSQL. Then a year of cuotas, most paid, and the member list's queries of
 * bench:socios again, now that each row counts its member's cuotas past due.
 *   npm run bench:cuotas [-- --members 10000]
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createApp } from '../server/app.ts'
import type { Database } from '../server/db/client.ts'
import { openPglite } from '../server/db/client.ts'
import { seedSocios } from '../server/seed/seed-socios.ts'
import { rowsOf } from '../server/routes/cuotas/generar-cuotas.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'

const { values } = parseArgs({ options: { members: { type: 'string', default: '10000' } } })
const MEMBERS = Number(values.members)
const RUNS = 100
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const listQueries = {
  'nombre "gonz"': 'search=gonz&pageSize=25',
  'estado inactivos': 'estado=inactivos&pageSize=25',
  'orden antigüedad, pág. 40': 'sort=antiguedad&page=40&pageSize=25',
}

async function run(label: string, database: Database) {
  await database.migrate()
  await seedSocios(database.db, MEMBERS, { seed: 1 })
  // Every member active, in a category with a fee: each one gets a cuota.
  await database.db.execute(sql`update socios set estado = 'Activo',
    categoria = case when categoria = 'Vitalicio' then 'Activo' else categoria end`)
  await database.db.execute(sql`analyze`)
  const app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
  const { token } = await createTestUser(database.db, { level: 3 })
  const generar = async (periodo: string) => {
    const start = performance.now()
    const res = await app.request('/api/cuotas/generar', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ periodo }),
    })
    const body = (await res.json()) as { response: { creadas: number } }
    if (res.status !== 200) throw new Error(`generar ${periodo}: ${res.status}`)
    return { ms: performance.now() - start, creadas: body.response.creadas }
  }
  console.log(`\n${label}: ${MEMBERS} socios activos`)
  const first = await generar('2026-11')
  console.log(`  primera generación   ${seconds(first.ms)}  (${first.creadas} cuotas creadas)`)
  const second = await generar('2026-11')
  console.log(`  segunda generación   ${seconds(second.ms)}  (${second.creadas} cuotas creadas)`)

  // A year of fees, all paid but the last two months of one member in ten.
  for (let mes = 1; mes <= 10; mes++) await generar(`2026-${String(mes).padStart(2, '0')}`)
  await database.db.execute(sql`
    with pagados as (
      insert into pagos (socio_id, importe, medio)
      select id, 0, 'efectivo' from socios returning id, socio_id
    )
    update cuotas set estado = 'pagada', pago_id = pagados.id
    from pagados
    where cuotas.socio_id = pagados.socio_id
      and (cuotas.socio_id % 10 <> 0 or cuotas.periodo < '2026-10')`)
  // As the next generation's clean-up would (server/routes/cuotas/generar-cuotas.ts).
  await database.db.execute(sql`vacuum (analyze) socios, cuotas`)
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from cuotas`),
  )
  console.log(`  getSocios con ${n} cuotas (1 de cada 10 socios debe 2):`)
  for (const [name, query] of Object.entries(listQueries)) {
    const times: number[] = []
    for (let i = 0; i < RUNS + 20; i++) {
      const start = performance.now()
      const res = await app.request(`/api/socios/getSocios?${query}`, { headers: bearer(token) })
      await res.json()
      if (i >= 20) times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
    console.log(`    ${name.padEnd(28)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`)
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
