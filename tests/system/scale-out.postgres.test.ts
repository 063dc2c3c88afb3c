/**
 * Two API processes on one PostgreSQL and one DATA_DIR, behind HAProxy
 * (docs/operations.md#several-processes): each answers what the other wrote, within the delays
 * docs/architecture.md gives, and nothing made through both is lost or written twice.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client.ts'
import { MAX_STALE_MS } from '../../server/routes/porteria/member-copy.ts'
import { startHaproxy, type Haproxy } from '../support/haproxy.ts'
import {
  openEngine,
  postgresEngine,
  startCompiledServer,
  type Engine,
  type ServerProcess,
} from '../support/server-process.ts'

const PASSWORD = 'demo-escala-2026'
const ADMIN = 'admin@demo.clubsantarosa.com.ar'
/** docs/architecture.md#session-token: another process answers from its entry for up to 2 s. */
const SESSION_ENTRY_MS = 2_000

type Answer<T = unknown> = { status: number; body: { response: T; message?: string } }

async function call<T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T> & { servidor: string | null }> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return {
    status: res.status,
    body: (await res.json()) as Answer<T>['body'],
    servidor: res.headers.get('x-servidor'),
  }
}

async function signIn(base: string, email = ADMIN) {
  const res = await call<{ token: string }>(base, '/api/auth/login', {
    method: 'POST',
    body: { email, password: PASSWORD },
  })
  expect(res.status).toBe(200)
  return res.body.response.token
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number(((await database.db.execute(query)) as unknown as { n: string }[])[0]!.n)

let engine: Engine
let a: ServerProcess
let b: ServerProcess
let proxy: Haproxy
let database: Database
let admin: string

beforeAll(async () => {
  engine = await postgresEngine(process.env.TEST_DATABASE_URL!)
  const env = { DEMO_PASSWORD: PASSWORD, TRUST_PROXY: '1' }
  // The demo roll is made once, by the first; the second finds it.
  a = await startCompiledServer(engine, { ...env, DEMO: '1' })
  b = await startCompiledServer(engine, env)
  proxy = await startHaproxy([a.url, b.url])
  database = await openEngine(engine)
  admin = await signIn(proxy.url)
})

afterAll(async () => {
  await database?.close()
  await proxy?.stop()
  await b?.stop()
  await a?.stop()
  await engine?.drop?.()
})

it('two processes started together on an empty database both migrate and serve', async () => {
  const empty = await postgresEngine(process.env.TEST_DATABASE_URL!)
  try {
    const both = await Promise.all([startCompiledServer(empty), startCompiledServer(empty)])
    for (const server of both) {
      expect((await call(server.url, '/api/health')).status).toBe(200)
      await server.stop()
    }
  } finally {
    await empty.drop?.()
  }
})

it('the proxy spreads the requests over both processes, every one answered', async () => {
  const before = await proxy.answered()
  const answers = []
  for (let round = 0; round < 20; round++) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, () =>
          call(proxy.url, '/api/socios/getSocios?page=1', { token: admin }),
        ),
      )),
    )
  }
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  expect(new Set(answers.map((answer) => answer.servidor))).toEqual(new Set(['a', 'b']))
  const after = await proxy.answered()
  const served = { a: after.a! - before.a!, b: after.b! - before.b! }
  expect(served.a + served.b).toBe(200)
  expect(Math.min(served.a, served.b)).toBeGreaterThanOrEqual(80)
})

it('a sign-out through one process is refused by the other once its entry is 2 s old', async () => {
  const token = await signIn(a.url)
  const me = (base: string) => call(base, '/api/auth/auth', { method: 'POST', token })
  expect((await me(b.url)).status).toBe(200)
  expect((await call(a.url, '/api/auth/logout', { method: 'POST', token })).status).toBe(200)
  expect((await me(a.url)).status).toBe(401)
  await sleep(SESSION_ENTRY_MS)
  // This one may still pass: it has the session read again behind it (ADR 0010).
  await me(b.url)
  await sleep(200)
  expect((await me(b.url)).status).toBe(401)
})

describe('made through both processes, in the database once', () => {
  const directo = () => [a.url, b.url]

  it('check-ins: one row per validation that answered', async () => {
    const activos = await call<{ items: { id: number }[] }>(
      proxy.url,
      '/api/socios/getSocios?estado=activos&pageSize=50',
      { token: admin },
    )
    const codes = await Promise.all(
      activos.body.response.items.slice(0, 40).map(async ({ id }) => {
        const res = await call<string>(proxy.url, '/api/socios/generarToken', {
          method: 'POST',
          token: admin,
          body: { id },
        })
        return res.body.response
      }),
    )
    const validations = await Promise.all(
      codes.map((code, i) =>
        call(directo()[i % 2]!, `/api/socios/validarToken/${code}`, {
          token: admin,
          headers: { 'X-Dispositivo': 'escala' },
        }),
      ),
    )
    expect(validations.map((v) => v.status)).toEqual(codes.map(() => 200))
    const rows = sql`select count(*) as n from checkins where dispositivo = 'escala'`
    // Each process writes its buffer within 200 ms.
    await expect.poll(() => count(database, rows), { timeout: 5_000 }).toBe(codes.length)
    await sleep(500)
    expect(await count(database, rows)).toBe(codes.length)
  })

  it('payments: each cuota paid once, even when both processes are asked at the same moment', async () => {
    const pendientes = await call<{ items: { id: number; importe: number }[] }>(
      proxy.url,
      '/api/cuotas/getCuotas?estado=pendiente&pageSize=100',
      { token: admin },
    )
    const cuotas = pendientes.body.response.items.slice(0, 20)
    expect(cuotas).toHaveLength(20)
    const pay = (base: string, cuota: (typeof cuotas)[number]) =>
      call(base, '/api/cuotas/pagos', {
        method: 'POST',
        token: admin,
        body: { cuotas: [cuota.id], medio: 'efectivo', importe: cuota.importe },
      })
    // Every cuota asked of both processes at once.
    const answers = await Promise.all(
      cuotas.map((cuota) => Promise.all([pay(a.url, cuota), pay(b.url, cuota)])),
    )
    for (const pair of answers) {
      expect(pair.map((answer) => answer.status).sort()).toEqual([200, 409])
    }
    const ids = sql.join(
      cuotas.map((cuota) => sql`${cuota.id}`),
      sql`, `,
    )
    expect(
      await count(
        database,
        sql`select count(*) as n from cuotas where id in (${ids}) and estado = 'pagada'`,
      ),
    ).toBe(20)
    expect(
      await count(
        database,
        sql`select count(distinct pago_id) as n from cuotas where id in (${ids})`,
      ),
    ).toBe(20)
    expect(
      await count(
        database,
        sql`select count(*) as n from pagos where id in (select pago_id from cuotas where id in (${ids}))`,
      ),
    ).toBe(20)
  })

  it('groups: a member added to two groups through both processes at once is in one', async () => {
    const disponibles = await call<{ items: { id: number }[] }>(
      proxy.url,
      '/api/grupos/disponibles?pageSize=50',
      { token: admin },
    )
    const socios = disponibles.body.response.items.slice(0, 8)
    expect(socios).toHaveLength(8)
    const grupos = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await call<{ id: number }>(directo()[i % 2]!, '/api/grupos', {
          method: 'POST',
          token: admin,
          body: { nombre: `Escala ${i}` },
        })
        expect(res.status).toBe(200)
        return res.body.response.id
      }),
    )
    // Member i asked into group i through a, and into group i+1 through b, at once.
    const answers = await Promise.all(
      socios.map(({ id }, i) =>
        Promise.all([
          call(a.url, `/api/grupos/${grupos[i]}/miembros`, {
            method: 'POST',
            token: admin,
            body: { socio_id: id },
          }),
          call(b.url, `/api/grupos/${grupos[(i + 1) % 8]}/miembros`, {
            method: 'POST',
            token: admin,
            body: { socio_id: id },
          }),
        ]),
      ),
    )
    for (const pair of answers) {
      expect(pair.map((answer) => answer.status).sort()).toEqual([200, 409])
    }
    const ids = sql.join(
      socios.map(({ id }) => sql`${id}`),
      sql`, `,
    )
    expect(
      await count(
        database,
        sql`select count(*) as n from socios where id in (${ids}) and grupo_id is not null`,
      ),
    ).toBe(8)
  })
})

it("each process's gate sees a member's change made through the other", async () => {
  const activos = await call<{ items: { id: number }[] }>(
    proxy.url,
    '/api/socios/getSocios?estado=activos&pageSize=50',
    { token: admin },
  )
  const { id } = activos.body.response.items.at(-1)!
  const code = (
    await call<string>(proxy.url, '/api/socios/generarToken', {
      method: 'POST',
      token: admin,
      body: { id },
    })
  ).body.response
  const gate = async (base: string) =>
    (
      await call<{ estado: string }>(base, `/api/socios/validarToken/${code}`, {
        token: admin,
        headers: { 'X-Dispositivo': 'escala-copia' },
      })
    ).body.response.estado
  expect([await gate(a.url), await gate(b.url)]).toEqual(['Activo', 'Activo'])

  const change = (base: string, estado: string) =>
    call(base, `/api/socios/${id}`, {
      method: 'PATCH',
      token: admin,
      body: { estado, motivo: 'Prueba de varios procesos' },
    })
  expect((await change(a.url, 'Inactivo')).status).toBe(200)
  // A copy older than MAX_STALE_MS reads the changes before it answers.
  await sleep(MAX_STALE_MS + 500)
  expect(await gate(b.url)).toBe('Inactivo')

  expect((await change(b.url, 'Activo')).status).toBe(200)
  await sleep(MAX_STALE_MS + 500)
  expect(await gate(a.url)).toBe('Activo')
})
