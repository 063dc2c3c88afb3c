import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditoriaLista } from '../../../src/domain/auditoria/auditoria-api.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { createSession } from '../../lib/auth/session-store.ts'

let testApp: TestApp
let app: App
let admin: string

beforeAll(async () => {
  testApp = await createTestApp()
  app = testApp.app
  admin = (await createTestUser(testApp.database.db, { level: 3 })).token
})

afterAll(() => testApp.close())

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

const logoutAll = (headers: Record<string, string> = {}) =>
  app.request('/api/auth/logoutAll', { method: 'POST', headers }, from('198.51.100.23'))

/** The activity log's 'sesiones-cerradas' entries, newest first, as an administrator reads them. */
async function signOuts() {
  const res = await app.request('/api/auditoria?accion=sesiones-cerradas&pageSize=100', {
    headers: bearer(admin),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { response: AuditoriaLista }).response.items
}

describe('POST /api/auth/logoutAll: the activity log', () => {
  it('records who signed out everywhere and from where, never a session token', async () => {
    const { user, token } = await createTestUser(testApp.database.db, { level: 1 })
    const other = await createSession(testApp.database.db, user.id, 'teléfono')
    expect((await logoutAll(bearer(token))).status).toBe(200)

    const entries = (await signOuts()).filter((e) => e.actor?.id === user.id)
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: { id: user.id, email: user.email },
        ip: '198.51.100.23',
        accion: 'sesiones-cerradas',
        detalle: {},
      },
    ])
    const recorded = JSON.stringify(entries)
    for (const secret of [token, other]) expect(recorded).not.toContain(secret)
  })

  it('records nothing without a session', async () => {
    const before = (await signOuts()).length
    expect((await logoutAll()).status).toBe(401)
    expect((await logoutAll(bearer('no-es-una-sesion'))).status).toBe(401)
    expect(await signOuts()).toHaveLength(before)
  })
})
