/**
 * The family groups' list and the available members over 10,000 members and 2,000 groups
 * (p95 ≤ 15 ms, docs/architecture.md#family-groups): the first page, a search, a middle
 * page, and /disponibles without and with a search, through the real app (Hono + Drizzle)
 * on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 *   npm run bench:grupos [-- --members 10000 --groups 2000]
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

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    groups: { type: 'string', default: '2000' },
  },
})
const MEMBERS = Number(values.members)
const GROUPS = Number(values.groups)
const RUNS = 200
const BUDGET_MS = 15

const queries = {
  'grupos, pág. 1': '/api/grupos',
  'grupos, búsqueda "gonz"': '/api/grupos?search=gonz',
  'grupos, búsqueda DNI "301"': '/api/grupos?search=301',
  'grupos, pág. del medio': `/api/grupos?page=${Math.max(1, Math.round(GROUPS / 12 / 2))}`,
  'disponibles, pág. 1': '/api/grupos/disponibles',
  'disponibles, búsqueda "mar"': '/api/grupos/disponibles?search=mar',
  'disponibles, búsqueda DNI "30"': '/api/grupos/disponibles?search=30',
}

/**
 * The seed's families, then groups of 2 to 5 of the members still free until there are
 * GROUPS; one member in ten owes a cuota past due, one in fifty has a level-0 account.
 */
async function seed(database: Database) {
  const db = database.db
  await seedSocios(db, MEMBERS, { seed: 1 })
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0)
  const faltan = GROUPS - (await count(sql`select count(*)::int as n from grupos`))
  if (faltan > 0) {
    // Group g takes 2 + g % 4 free members from its start; '(g + 1)' keeps the names apart
    // from the seed's 'Familia Gómez 2'.
    await db.execute(sql`
      with libres as (
        select s.id, p.apellido, row_number() over (order by s.id) - 1 as n
        from socios s join personas p on p.id = s.persona_id
        where s.grupo_id is null and s.estado = 'Activo'
      ),
      inicios as (
        select g, sum(2 + g % 4) over (order by g) - (2 + g % 4) as desde, 2 + g % 4 as cuantos
        from generate_series(0, ${faltan - 1}) as g
      ),
      nuevos as (
        insert into grupos (nombre)
        select 'Familia ' || l.apellido || ' (' || (i.g + 1) || ')'
        from inicios i join libres l on l.n = i.desde
        order by i.g
        returning id, nombre
      ),
      numerados as (
        select n.id, (regexp_match(n.nombre, '[(]([0-9]+)[)]$'))[1]::int - 1 as g from nuevos n
      )
      update socios s set grupo_id = nu.id
      from numerados nu join inicios i on i.g = nu.g join libres l
        on l.n >= i.desde and l.n < i.desde + i.cuantos
      where s.id = l.id`)
  }
  await db.execute(sql`
    insert into cuotas (socio_id, periodo, categoria, importe, descuento, vencimiento)
    select id, '2026-01', 'Activo', 1500000, 0, '2026-01-10' from socios where id % 10 = 0`)
  await db.execute(sql`
    insert into users (email, nombre, apellido, level, socio_id)
    select 'cuenta-' || id || '@example.com', 'Cuenta', 'Cero', 0, id
    from socios where id % 50 = 7`)
  await db.execute(sql`analyze`)
  return {
    grupos: await count(sql`select count(*)::int as n from grupos`),
    agrupados: await count(sql`select count(*)::int as n from socios where grupo_id is not null`),
  }
}

async function run(label: string, database: Database) {
  await database.migrate()
  const started = performance.now()
  const { grupos, agrupados } = await seed(database)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `\n${label}: ${MEMBERS} socios, ${grupos} grupos (${agrupados} socios en grupos), cargados en ${seconds} s`,
  )
  const app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
  const { token } = await createTestUser(database.db, { level: 3 })
  let over = 0
  for (const [name, path] of Object.entries(queries)) {
    const times: number[] = []
    let total = 0
    for (let i = 0; i < RUNS + 20; i++) {
      const start = performance.now()
      const res = await app.request(path, { headers: bearer(token) })
      const body = (await res.json()) as { response: { total: number } }
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
      if (i >= 20) times.push(performance.now() - start)
      total = body.response.total
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
    if (at(0.95) > BUDGET_MS) over++
    console.log(
      `  ${name.padEnd(30)} p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  (${total} resultados)`,
    )
  }
  if (over > 0) console.log(`  ${over} consultas por encima de ${BUDGET_MS} ms de p95`)
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
