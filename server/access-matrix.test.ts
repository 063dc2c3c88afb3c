import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../tests/support/test-app.ts'
import type { TestDatabase } from '../tests/support/test-database.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'
import type { App } from './app.ts'
import { seedClubSettings } from './db/seed/club-settings.ts'

/**
 * Every API route × {anonymous, level 0, member, administrator} → the status it answers,
 * and for the rows that name them, a gatekeeper's. Each issue adds its routes here.
 */
type Role = 'anonymous' | 'registered' | 'member' | 'control' | 'admin'
/** A gatekeeper (level 1, department `control`) is checked on the rows that name them. */
type Row = {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  expect: Record<Exclude<Role, 'control'>, number> & { control?: number }
}

const everyone = { anonymous: 200, registered: 200, member: 200, admin: 200 }
const signedIn = { anonymous: 401, registered: 200, member: 200, admin: 200 }
const adminOnly = (status: number) => ({
  anonymous: 401,
  registered: 403,
  member: 403,
  admin: status,
})
/** Administrators and the `control` department (src/domain/gate-access.ts). */
const gatekeepers = (status: number) => ({ ...adminOnly(status), control: status })

const matrix: Row[] = [
  { method: 'GET', path: '/api/health', expect: everyone },
  { method: 'GET', path: '/api/settings/public', expect: everyone },
  { method: 'GET', path: '/api/auth/config', expect: everyone },
  { method: 'POST', path: '/api/auth/auth', expect: signedIn },
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
    expect: { anonymous: 401, registered: 403, member: 403, admin: 404 },
  },
  // Gatekeepers see photos too (none here: 404).
  { method: 'GET', path: '/api/socios/1/foto', expect: gatekeepers(404) },
  // Only one's own code; an administrator's for any member (none here: 404).
  {
    method: 'POST',
    path: '/api/socios/generarToken',
    body: { id: 1 },
    expect: { anonymous: 401, registered: 403, member: 403, admin: 404 },
  },
  // Administrators and the `control` department (server/routes/gate/gate.test.ts).
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
  { method: 'GET', path: '/api/gate/roster', expect: gatekeepers(200) },
  { method: 'GET', path: '/api/gate/socio?documento=12345678', expect: gatekeepers(404) },
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

describe('access matrix', () => {
  for (const row of matrix) {
    for (const role of Object.keys(row.expect) as Role[]) {
      it(`${row.method} ${row.path} as ${role} → ${row.expect[role]}`, async () => {
        const token = tokens[role]
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
