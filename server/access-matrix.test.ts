import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../tests/support/test-app.ts'
import type { TestDatabase } from '../tests/support/test-database.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'
import type { App } from './app.ts'
import { seedClubSettings } from './seed/club-settings.ts'
import { issueQrToken } from './routes/carnet/qr-keys.ts'
import { createNodeServer, RAW_ROUTES } from './node-server.ts'

/**
 * The access sweep (docs/architecture.md#authorization): every route the app registers ×
 * {anonymous, level 0, level 1, level 1 of the `control` department, level 3} → the status it
 * answers. A route without a row fails the first test; each issue adds its routes here. A
 * member reaching for another member's records: access-other-member.test.ts.
 */
type Role = 'anonymous' | 'registered' | 'member' | 'control' | 'admin'
type Row = {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body?: unknown
  expect: Record<Role, number>
  /** The call ends the session it uses: each role gets one of its own. */
  fresh?: true
}

const everyone = { anonymous: 200, registered: 200, member: 200, control: 200, admin: 200 }
const signedIn = { anonymous: 401, registered: 200, member: 200, control: 200, admin: 200 }
const adminOnly = (status: number) => ({
  anonymous: 401,
  registered: 403,
  member: 403,
  control: 403,
  admin: status,
})
/** Administrators and the `control` department (src/domain/porteria/gate-access.ts). */
const gatekeepers = (status: number) => ({ ...adminOnly(status), control: status })

/** Anyone may try, and an empty body is refused the same for all: 400, never a 500. */
const openForm = { anonymous: 400, registered: 400, member: 400, control: 400, admin: 400 }
/** The app's pages, everyone's alike: a test app has no build to serve (503). */
const SPA_WITHOUT_BUILD = { anonymous: 503, registered: 503, member: 503, control: 503, admin: 503 }

const matrix: Row[] = [
  { method: 'GET', path: '/api/health', expect: everyone },
  { method: 'GET', path: '/api/settings/public', expect: everyone },
  // The club's map, public; this app has no tile server, so it is never available.
  {
    method: 'GET',
    path: '/api/settings/mapa',
    expect: { anonymous: 503, registered: 503, member: 503, control: 503, admin: 503 },
  },
  // The club's settings are the administrators' to change; an empty body is refused: 400.
  {
    method: 'PUT',
    path: '/api/settings',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  // Uploading an image for them too; this app keeps no uploaded images: 503.
  {
    method: 'POST',
    path: '/api/settings/imagenes?tipo=hero',
    expect: { ...adminOnly(503), control: 403 },
  },
  // Uploaded images are public (none here: 404).
  {
    method: 'GET',
    path: `/api/settings/imagenes/hero-${'0'.repeat(32)}-640.webp`,
    expect: { anonymous: 404, registered: 404, member: 404, control: 404, admin: 404 },
  },
  { method: 'GET', path: '/api/auth/config', expect: everyone },
  { method: 'POST', path: '/api/auth/login', body: {}, expect: openForm },
  { method: 'POST', path: '/api/auth/signup', body: {}, expect: openForm },
  { method: 'POST', path: '/api/auth/oauth', body: {}, expect: openForm },
  { method: 'POST', path: '/api/auth/auth', expect: signedIn },
  { method: 'POST', path: '/api/auth/logout', expect: signedIn, fresh: true },
  { method: 'POST', path: '/api/auth/logoutAll', expect: signedIn, fresh: true },
  // Signed in, an empty body is refused: 400.
  { method: 'POST', path: '/api/auth/password', body: {}, expect: { ...openForm, anonymous: 401 } },
  { method: 'POST', path: '/api/auth/reset', body: {}, expect: openForm },
  // A gatekeeper validates and searches at the gate; the member list stays the administrators'.
  { method: 'GET', path: '/api/socios/getSocios', expect: { ...adminOnly(200), control: 403 } },
  { method: 'GET', path: '/api/socios/getPersonas?documento=12345678', expect: adminOnly(404) },
  { method: 'GET', path: '/api/socios/export', expect: adminOnly(200) },
  // An administrator's empty JSON body is not the multipart form: 400, never a 500.
  { method: 'POST', path: '/api/socios/addSocio', expect: adminOnly(400) },
  // A member's own record is theirs; these users have none, so no other member's either.
  {
    method: 'GET',
    path: '/api/socios/getSocio?id=1',
    expect: { anonymous: 401, registered: 403, member: 403, control: 403, admin: 404 },
  },
  // Gatekeepers see photos too (none here: 404).
  { method: 'GET', path: '/api/socios/1/foto', expect: gatekeepers(404) },
  { method: 'GET', path: '/api/socios/1/imagenes/documentoFrente', expect: adminOnly(404) },
  { method: 'POST', path: '/api/socios/1/reset-link', expect: { ...adminOnly(404), control: 403 } },
  // Replacing a photo is the administrators' alone; an empty body is refused: 400.
  { method: 'PUT', path: '/api/socios/1/foto', expect: { ...adminOnly(400), control: 403 } },
  {
    method: 'PUT',
    path: '/api/socios/1/imagenes/documentoFrente',
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/socios/1',
    body: { nombre: 'Nadie' },
    expect: { ...adminOnly(404), control: 403 },
  },
  // Only one's own code; an administrator's for any member (none here: 404).
  {
    method: 'POST',
    path: '/api/socios/generarToken',
    body: { id: 1 },
    expect: { anonymous: 401, registered: 403, member: 403, control: 403, admin: 404 },
  },
  // A member's phones (server/routes/dispositivos/dispositivos.test.ts covers a member's
  // own and another's): these users have no socio record, so they have none to register
  // (403) or remove (404); an administrator lists any member's.
  {
    method: 'POST',
    path: '/api/socios/dispositivos',
    body: {},
    expect: { anonymous: 401, registered: 403, member: 403, control: 403, admin: 403 },
  },
  {
    method: 'GET',
    path: '/api/socios/dispositivos',
    expect: { anonymous: 401, registered: 403, member: 403, control: 403, admin: 403 },
  },
  {
    method: 'GET',
    path: '/api/socios/dispositivos?socio=1',
    expect: { anonymous: 401, registered: 403, member: 403, control: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/socios/dispositivos/1',
    expect: { anonymous: 401, registered: 403, member: 404, control: 404, admin: 404 },
  },
  // Naming one: only a member's own (none here: 404), an administrator's too.
  {
    method: 'PATCH',
    path: '/api/socios/dispositivos/1',
    body: { apodo: 'Mío' },
    expect: { anonymous: 401, registered: 403, member: 404, control: 404, admin: 404 },
  },
  // Administrators and the `control` department (server/routes/porteria/porteria.test.ts).
  { method: 'GET', path: '/api/gate/keys', expect: gatekeepers(200) },
  // A malformed code: 400, and nothing recorded.
  { method: 'GET', path: '/api/socios/validarToken/no-es-un-codigo', expect: gatekeepers(400) },
  // An unknown member is dropped and counted, never a 500.
  {
    method: 'POST',
    path: '/api/gate/checkins',
    body: {
      checkins: [
        {
          key: 'matriz-de-acceso',
          socioId: 999,
          at: '2026-11-22T12:00:00.000Z',
          veredicto: 'permitido',
          online: false,
          dispositivo: 'Tablet',
        },
      ],
    },
    expect: gatekeepers(200),
  },
  { method: 'GET', path: '/api/gate/stats', expect: gatekeepers(200) },
  // Who did what: the administrators' alone, not the gatekeepers'.
  { method: 'GET', path: '/api/auditoria', expect: { ...adminOnly(200), control: 403 } },
  { method: 'GET', path: '/api/gate/roster', expect: gatekeepers(200) },
  // Fees: administrators record and generate; a member reads only their own (these test
  // users have no member record: 403); a gatekeeper nothing.
  {
    method: 'POST',
    path: '/api/cuotas/generar',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'GET',
    path: '/api/cuotas/getCuotas',
    expect: { anonymous: 401, registered: 403, member: 403, admin: 200, control: 403 },
  },
  {
    method: 'GET',
    path: '/api/cuotas/getCuota?id=1',
    expect: { anonymous: 401, registered: 403, member: 403, admin: 404, control: 403 },
  },
  {
    method: 'POST',
    path: '/api/cuotas/pagos',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'GET',
    path: '/api/cuotas/pagos/1',
    expect: { anonymous: 401, registered: 403, member: 403, admin: 404, control: 403 },
  },
  {
    method: 'POST',
    path: '/api/cuotas/1/anular',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'GET',
    path: '/api/cuotas/resumen?periodo=2026-11',
    expect: { ...adminOnly(200), control: 403 },
  },
  { method: 'GET', path: '/api/cuotas/deudores', expect: { ...adminOnly(200), control: 403 } },
  { method: 'GET', path: '/api/gate/socio?documento=12345678', expect: gatekeepers(404) },
  // Family groups: the administrators' alone (none here: 404; an empty body: 400).
  { method: 'GET', path: '/api/grupos', expect: { ...adminOnly(200), control: 403 } },
  { method: 'GET', path: '/api/grupos/disponibles', expect: { ...adminOnly(200), control: 403 } },
  { method: 'GET', path: '/api/grupos/1', expect: { ...adminOnly(404), control: 403 } },
  { method: 'POST', path: '/api/grupos', body: {}, expect: { ...adminOnly(400), control: 403 } },
  {
    method: 'PATCH',
    path: '/api/grupos/1',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  { method: 'DELETE', path: '/api/grupos/1', expect: { ...adminOnly(404), control: 403 } },
  {
    method: 'POST',
    path: '/api/grupos/1/miembros',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'DELETE',
    path: '/api/grupos/1/miembros/1',
    expect: { ...adminOnly(404), control: 403 },
  },
  // Activities: the catalogue is everyone's, the archived and every change the
  // administrators' (none here: 404; an empty body: 400).
  { method: 'GET', path: '/api/actividades', expect: everyone },
  {
    method: 'GET',
    path: '/api/actividades?todas=1',
    expect: { ...adminOnly(200), control: 403 },
  },
  {
    method: 'POST',
    path: '/api/actividades',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/actividades/1',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'GET',
    path: '/api/actividades/1/inscripciones',
    expect: { ...adminOnly(404), control: 403 },
  },
  {
    method: 'POST',
    path: '/api/actividades/1/inscripciones',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  {
    method: 'DELETE',
    path: '/api/actividades/1/inscripciones/1',
    expect: { ...adminOnly(404), control: 403 },
  },
  // Push: the key is public; any signed-in account subscribes and tests its own devices
  // (an empty body: 400), also at the widget's original addresses; broadcasts and their log
  // are the administrators'.
  { method: 'GET', path: '/api/push/key', expect: everyone },
  {
    method: 'POST',
    path: '/api/push/subscribe',
    body: {},
    expect: { ...openForm, anonymous: 401 },
  },
  { method: 'POST', path: '/subscribe', body: {}, expect: { ...openForm, anonymous: 401 } },
  {
    method: 'DELETE',
    path: '/api/push/subscribe',
    body: {},
    expect: { ...openForm, anonymous: 401, control: 400 },
  },
  { method: 'POST', path: '/api/push/notify', body: {}, expect: { ...openForm, anonymous: 401 } },
  { method: 'POST', path: '/notify', body: {}, expect: { ...openForm, anonymous: 401 } },
  {
    method: 'POST',
    path: '/api/push/broadcast',
    body: {},
    expect: { ...adminOnly(400), control: 403 },
  },
  { method: 'GET', path: '/api/push/envios', expect: { ...adminOnly(200), control: 403 } },
  // The API's reference, public: its document, its page and the page's files.
  { method: 'GET', path: '/api/openapi.json', expect: everyone },
  { method: 'GET', path: '/api/docs', expect: everyone },
  { method: 'GET', path: '/api/docs/iniciar.js', expect: everyone },
  // Outside /api: the app's manifest and pages.
  { method: 'GET', path: '/manifest.webmanifest', expect: everyone },
  { method: 'GET', path: '/cuenta/carnet', expect: SPA_WITHOUT_BUILD },
  { method: 'HEAD', path: '/', expect: SPA_WITHOUT_BUILD },
]

let database: TestDatabase
let app: App
let testApp: TestApp
const tokens: Partial<Record<Role, string>> = {}

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  await seedClubSettings(database.db)
  tokens.registered = (await createTestUser(database.db, { level: 0 })).token
  tokens.member = (await createTestUser(database.db, { level: 1 })).token
  tokens.control = (await createTestUser(database.db, { level: 1, departments: ['control'] })).token
  tokens.admin = (await createTestUser(database.db, { level: 3 })).token
})

afterAll(() => testApp.close())

const LEVELS: Record<Exclude<Role, 'anonymous'>, { level: number; departments?: string[] }> = {
  registered: { level: 0 },
  member: { level: 1 },
  control: { level: 1, departments: ['control'] },
  admin: { level: 3 },
}

const tokenFor = async (role: Role, fresh: boolean) =>
  role === 'anonymous' || !fresh
    ? tokens[role]
    : (await createTestUser(database.db, LEVELS[role])).token

/** A route's pattern (`/api/socios/:id/foto`) as a test for a concrete path. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.*')}$`).test(
    path.split('?')[0]!,
  )

describe('access matrix', () => {
  it('has a row for every route the app registers', () => {
    // 'ALL' entries are middleware, and the last handler that answers what no route did.
    const missing = app.routes
      .filter((route) => route.method !== 'ALL')
      .filter(
        (route) =>
          !matrix.some((row) => row.method === route.method && matches(route.path, row.path)),
      )
      .map((route) => `${route.method} ${route.path}`)
    expect([...new Set(missing)]).toEqual([])
  })

  for (const row of matrix) {
    for (const role of Object.keys(row.expect) as Role[]) {
      it(`${row.method} ${row.path} as ${role} → ${row.expect[role]}`, async () => {
        const token = await tokenFor(role, row.fresh === true)
        const res = await app.request(row.path, {
          method: row.method,
          headers: {
            'Content-Type': 'application/json',
            ...(token ? bearer(token) : {}),
          },
          body: row.body === undefined ? undefined : JSON.stringify(row.body),
        })
        expect(res.status).toBe(row.expect[role])
      })
    }
  }

  it('logout is for signed-in users only', async () => {
    const res = await app.request('/api/auth/logout', { method: 'POST' })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ success: false, message: 'No estás autenticado' })
  })
})

/**
 * The routes the server of `npm start` answers below Hono (node-server.ts), through the real
 * listener: `{code}` is a well-formed code of a member who does not exist. Hono never sees
 * them. A route of RAW_ROUTES without a row here fails the first test.
 */
const rawMatrix: Row[] = [
  { method: 'GET', path: '/api/socios/validarToken/{code}', expect: gatekeepers(404) },
]

describe('access to the routes the listener answers below Hono', () => {
  let server: Server
  let port: number
  let viaHono = 0

  beforeAll(async () => {
    server = await createNodeServer((...args) => {
      viaHono++
      return app.fetch(...args)
    }, app.services)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('has a row for every route the listener answers', () => {
    expect(RAW_ROUTES.length).toBeGreaterThan(0)
    const missing = RAW_ROUTES.filter(
      (route) =>
        !rawMatrix.some((row) => row.method === route.method && matches(route.path, row.path)),
    ).map((route) => `${route.method} ${route.path}`)
    expect(missing).toEqual([])
  })

  for (const row of rawMatrix) {
    for (const role of Object.keys(row.expect) as Role[]) {
      it(`${row.method} ${row.path} as ${role} → ${row.expect[role]}`, async () => {
        viaHono = 0
        const code = await issueQrToken(database.db, 999_999)
        const token = tokens[role]
        const res = await fetch(`http://127.0.0.1:${port}${row.path.replace('{code}', code)}`, {
          method: row.method,
          headers: token ? bearer(token) : {},
        })
        expect(res.status).toBe(row.expect[role])
        expect(viaHono).toBe(0)
      })
    }
  }
})
