import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  badAuthorization,
  jsonBody,
  multipart,
  query,
  rawSegment,
  requestHeaders,
  wrongContentType,
} from '../tests/support/fuzz-inputs.ts'
import { builtShell, prepareFuzzApp, type FuzzApp } from '../tests/support/fuzz-app.ts'
import { useTestApp } from '../tests/support/test-app.ts'
import { createTestUser } from '../tests/support/test-users.ts'
import { createSession } from './lib/auth/session-store.ts'

/**
 * Bad input against every route the app registers (docs/architecture.md#validation), as an
 * administrator, who passes every guard and so reaches every validator: random JSON and
 * not-JSON bodies under right and wrong content types, wrong types, huge and unicode strings,
 * numbers past every integer limit, SQL and path payloads in the path and the query, deep
 * nesting, broken multipart, and random values of every request header the server reads
 * (now and then a bad Authorization instead of the administrator's). Never a 5xx, never a
 * stack trace, always the security headers; and no refused request (4xx) changes a table.
 * The real socket and the listener below Hono: node-server.fuzz.test.ts.
 */
// A built app's shell, and uploads on: paths and broken forms reach the code that checks them.
// Behind two proxies: X-Forwarded-For is read, not ignored.
const testApp = useTestApp({
  uploads: true,
  clubImages: true,
  distDir: builtShell(),
  trustProxy: 2,
})

/** Routes that end the session they are called with: each run gets a session of its own. */
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'POST /api/auth/logoutAll'])
/** This test app has no tile server: the map is unavailable (503) whatever is asked. */
const UNAVAILABLE_HERE = new Set(['GET /api/settings/mapa'])
const MULTIPART = /\/(addSocio|foto|imagenes)(\/|$|\?)|\/settings\/imagenes$/
/**
 * Refusals the app records on purpose, by route and status: the tables they may change.
 * Every other 4xx leaves every table as it was.
 */
const RECORDED: Record<string, string[]> = {
  // A failed sign-in counts towards its email's and address's waits (ADR 0016), and is logged.
  'POST /api/auth/login 401': ['auditoria', 'login_failures'],
  // Who looked up a DNI at the gate is logged, found or not (ADR 0021).
  'GET /api/gate/socio 404': ['auditoria'],
}
// FUZZ_RUNS=1000 for a deeper search than CI's.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25)

let admin: string
let watch: FuzzApp['watch']
let expectSafe: FuzzApp['expectSafe']
/** The account whose sessions the sign-out routes end, one per run. */
let leaving: number

beforeAll(async () => {
  ;({ watch, expectSafe } = await prepareFuzzApp(testApp, async (db) => {
    admin = (await createTestUser(db, { level: 3 })).token
    leaving = (await createTestUser(db, { level: 3 })).user.id
  }))
})

describe('bad input on every route', () => {
  it('sees the writes it watches', async () => {
    expect(watch.tables.length).toBeGreaterThan(10)
    await createTestUser(testApp.database.db, { level: 0 })
    expect(await watch.changed()).toEqual(expect.arrayContaining(['sessions', 'users']))
    expect(await watch.changed()).toEqual([])
    // A refusal that is recorded on purpose shows as a change.
    const res = await testApp.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nadie@example.com', password: 'no-es-la-clave' }),
    })
    expect(res.status).toBe(401)
    expect(await watch.changed()).toEqual(RECORDED['POST /api/auth/login 401'])
  })

  it(
    'never a 5xx nor a stack trace, always the security headers; a refusal changes no table',
    async () => {
      const routes = [
        ...new Map(
          testApp.app.routes
            .filter((route) => route.method !== 'ALL' && route.path !== '*')
            .map((route) => [`${route.method} ${route.path}`, route] as const),
        ).values(),
      ]
      expect(routes.length).toBeGreaterThan(40)
      expect(routes.filter((r) => ENDS_SESSION.has(`${r.method} ${r.path}`))).toHaveLength(2)

      for (const route of routes) {
        const name = `${route.method} ${route.path}`
        await fc.assert(
          fc.asyncProperty(
            fc.array(rawSegment, { minLength: 4, maxLength: 4 }),
            query,
            jsonBody,
            multipart,
            requestHeaders,
            fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, badAuthorization),
            fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, wrongContentType),
            async (segments, search, body, form, headers, authorization, contentType) => {
              let token = admin
              if (ENDS_SESSION.has(name)) {
                token = await createSession(testApp.database.db, leaving, 'vitest')
                // The session made here is not the request's change.
                await watch.changed()
              }
              let i = 0
              const path = route.path.replace(/:[^/]+/g, () => segments[i++ % segments.length]!)
              const isMultipart = MULTIPART.test(route.path)
              const hasBody = route.method !== 'GET' && route.method !== 'HEAD'
              const ownType = isMultipart ? 'multipart/form-data; boundary=x' : 'application/json'
              const res = await testApp.app.request(`${path}?${search}`, {
                method: route.method,
                headers: {
                  ...headers,
                  Authorization: authorization ?? `Bearer ${token}`,
                  ...(hasBody ? { 'Content-Type': contentType ?? ownType } : {}),
                },
                body: hasBody ? (isMultipart ? form : body) : undefined,
              })
              const text = await res.text()
              const what = `${name} → ${res.status} (${path}): ${text.slice(0, 200)}`
              const unavailable = UNAVAILABLE_HERE.has(name)
              if (!(unavailable && res.status === 503)) expect(res.status, what).toBeLessThan(500)
              expectSafe(text, (header) => res.headers.get(header), what)
              const changed = await watch.changed()
              if (res.status >= 400) {
                const recorded = RECORDED[`${name} ${res.status}`] ?? []
                expect(
                  changed.filter((table) => !recorded.includes(table)),
                  what,
                ).toEqual([])
              }
            },
          ),
          { numRuns: RUNS },
        )
      }
      // Every route, one after another: about 0.2 s a run on the CI machine.
    },
    RUNS * 4_000,
  )
})
