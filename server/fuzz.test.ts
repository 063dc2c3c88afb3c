import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../tests/support/test-app.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'
import { seedClubSettings } from './db/seed/club-settings.ts'
import { securityHeaderList } from './lib/security-headers.ts'

/**
 * Bad input against every route the app registers (docs/architecture.md#validation), as an
 * administrator, who passes every guard and so reaches every validator: random JSON and
 * not-JSON bodies, wrong types, huge and unicode strings, numbers past every integer limit,
 * SQL and path payloads in the path and the query, deep nesting, broken multipart. Never a
 * 5xx, never a stack trace, always the security headers; and a route that refused everything
 * left the database as it was.
 */
// A built app's shell, and uploads on: paths and broken forms reach the code that checks them.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-fuzz-dist-'))
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<html><head></head><body><div id="root"></div></body></html>',
)
const testApp = useTestApp({ uploads: true, clubImages: true, distDir })
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))
let admin: string

/** Routes that end the session they are called with: the rest would then be 401s. */
const SKIPPED = new Set(['POST /api/auth/logout', 'POST /api/auth/logoutAll'])
/** This test app has no tile server: the map is unavailable (503) whatever is asked. */
const UNAVAILABLE_HERE = new Set(['GET /api/settings/mapa'])
const MULTIPART = /\/(addSocio|foto|imagenes)(\/|$|\?)|\/settings\/imagenes$/
// FUZZ_RUNS=1000 for a deeper search than CI's.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25)

const limits = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  0,
  -1,
  1e21,
  '9'.repeat(400),
)
const payloads = fc.constantFrom(
  "' OR 1=1 --",
  '"; DROP TABLE socios; --',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '\u202e\ud83d\ude00\u0301',
  '\ud800',
  'ñ'.repeat(5000),
)
/** The API's own field names, so random bodies get past the shape to each field's check. */
const fields = fc.constantFrom(
  'id',
  'socio',
  'socioId',
  'cuotas',
  'importe',
  'medio',
  'nota',
  'nombre',
  'apellido',
  'email',
  'password',
  'documento',
  'periodo',
  'vencimiento',
  'miembros',
  'grupo',
  'title',
  'body',
  'url',
  'audience',
  'checkins',
  'key',
  'at',
  'veredicto',
  'publicKey',
  'endpoint',
  'keys',
  'motivo',
  'categoria',
  'estado',
  'token',
  'credential',
  'categorias',
  'descuentos',
  'page',
  'q',
)
const scalar = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), limits, payloads, fc.double())
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.oneof(fields, fields, fc.string(), payloads), fc.oneof(scalar, fc.jsonValue())),
  scalar,
  fc.array(scalar),
)
/** A body as sent: JSON of a random value, a very deep one, or text that is no JSON at all. */
const jsonBody = fc.oneof(
  { weight: 6, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 60, max: 30_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1e999') },
)
/** A half of a UTF-16 pair alone: no URL can carry it (encodeURIComponent throws). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const segment = fc
  .oneof(fc.string({ minLength: 1 }), limits.map(String), payloads, fc.integer().map(String))
  .map((s) => encodeURIComponent(String(s).replace(LONE_SURROGATE, '\ufffd')))
/** Escapes a URL may carry that decode to nothing valid. */
const rawSegment = fc.oneof(
  { weight: 5, arbitrary: segment },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%C0%AF', '..', '%2e%2e', '%ff') },
)
const query = fc
  .dictionary(
    fc.constantFrom('id', 'socio', 'page', 'q', 'periodo', 'documento', 'tipo', 'estado'),
    segment,
  )
  .map((params) =>
    Object.entries(params)
      .map(([key, v]) => `${key}=${v}`)
      .join('&'),
  )
/** A multipart body cut short, mislabelled or with a part that is no image. */
const multipart = fc
  .tuple(fc.uint8Array({ maxLength: 2048 }), fc.boolean())
  .map(([bytes, closed]) => {
    const head =
      '--x\r\nContent-Disposition: form-data; name="foto"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
    return Buffer.concat([
      Buffer.from(head),
      Buffer.from(bytes),
      Buffer.from(closed ? '\r\n--x--\r\n' : ''),
    ])
  })

type Row = Record<string, unknown>
/** Rows of a raw query: node-postgres and PGlite answer `{ rows }`, postgres.js an array. */
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await testApp.database.db.execute(query)) as unknown as Row[] | { rows: Row[] }
  return Array.isArray(result) ? result : result.rows
}

/** Every table's rows, hashed: written buffers first (the activity log's, the check-ins'). */
async function snapshot(): Promise<string> {
  await testApp.app.services.audit.flush()
  await testApp.app.services.checkins.flush()
  const tables = await rows(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )
  expect(tables.length).toBeGreaterThan(10)
  const parts: string[] = []
  for (const { table_name: table } of tables) {
    const [row] = await rows(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(String(table))} t`,
    )
    parts.push(`${String(table)}:${String(row!.h)}`)
  }
  return parts.join('\n')
}

/** The answers that refuse the input itself. */
const REFUSED = new Set([400, 413, 415, 422])
const STACK = /\n\s+at |Error: |node_modules|\.ts:\d+/

let securityHeaders: [string, string][]

beforeAll(async () => {
  securityHeaders = await securityHeaderList()
  await seedClubSettings(testApp.database.db)
  admin = (await createTestUser(testApp.database.db, { level: 3 })).token
})

describe('bad input on every route', () => {
  it(
    'never a 5xx nor a stack trace, always the security headers; refusals leave no trace',
    async () => {
      const routes = [
        ...new Map(
          testApp.app.routes
            .filter((route) => route.method !== 'ALL' && route.path !== '*')
            .map((route) => [`${route.method} ${route.path}`, route] as const),
        ).values(),
      ].filter((route) => !SKIPPED.has(`${route.method} ${route.path}`))
      expect(routes.length).toBeGreaterThan(40)

      for (const route of routes) {
        const before = await snapshot()
        let allRefused = true
        await fc.assert(
          fc.asyncProperty(
            fc.array(rawSegment, { minLength: 4, maxLength: 4 }),
            query,
            jsonBody,
            multipart,
            async (segments, search, body, form) => {
              let i = 0
              const path = route.path.replace(/:[^/]+/g, () => segments[i++ % segments.length]!)
              const isMultipart = MULTIPART.test(route.path)
              const hasBody = route.method !== 'GET' && route.method !== 'HEAD'
              const res = await testApp.app.request(`${path}?${search}`, {
                method: route.method,
                headers: {
                  ...bearer(admin),
                  ...(hasBody
                    ? {
                        'Content-Type': isMultipart
                          ? 'multipart/form-data; boundary=x'
                          : 'application/json',
                      }
                    : {}),
                },
                body: hasBody ? (isMultipart ? form : body) : undefined,
              })
              const text = await res.text()
              // A search that finds nothing (404) is an answer, which the gate may record.
              if (!REFUSED.has(res.status)) allRefused = false
              const unavailable = UNAVAILABLE_HERE.has(`${route.method} ${route.path}`)
              if (!(unavailable && res.status === 503))
                expect(res.status, `${route.method} ${path}: ${text.slice(0, 200)}`).toBeLessThan(
                  500,
                )
              expect(text).not.toMatch(STACK)
              // Every answer, an error's or a refusal's too, carries the security headers.
              for (const [name, header] of securityHeaders)
                expect(res.headers.get(name), `${name} on ${route.method} ${path}`).toBe(header)
            },
          ),
          { numRuns: RUNS },
        )
        if (allRefused) expect(await snapshot(), `${route.method} ${route.path}`).toBe(before)
      }
      // Every route, one after another: about 0.2 s a run on the CI machine.
    },
    RUNS * 2_000,
  )
})
