import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import { users } from '../../db/schema/cuenta.ts'
import { createSession } from '../../lib/auth/session-store.ts'

const testApp = useTestApp()

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  testApp.app.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const alive = async (token: string) => (await post('/auth', undefined, bearer(token))).status

const login = (email: string, password: string) => post('/login', { email, password })

/** A user signed in on three devices. */
async function signedInThrice() {
  const { user, token } = await createTestUser(testApp.database.db, { level: 1 })
  const phone = await createSession(testApp.database.db, user.id, 'teléfono')
  const desk = await createSession(testApp.database.db, user.id, 'secretaría')
  return { user, token, others: [phone, desk] }
}

describe('POST /api/auth/logoutAll', () => {
  it('ends every session of the user, the one that asked too', async () => {
    const { token, others } = await signedInThrice()
    const someoneElse = await createTestUser(testApp.database.db, { level: 1 })
    for (const t of [token, ...others]) expect(await alive(t)).toBe(200)

    const res = await post('/logoutAll', undefined, bearer(token))
    expect(await res.json()).toEqual({
      success: true,
      message: 'Cerraste la sesión en todos los dispositivos',
      response: null,
    })
    for (const t of [token, ...others]) expect(await alive(t)).toBe(401)
    expect(await alive(someoneElse.token)).toBe(200)
  })

  it('401 without a session', async () => {
    await expectFailure(await post('/logoutAll'), 401, 'No estás autenticado')
  })
})

describe('POST /api/auth/password', () => {
  const nueva = 'caldén-y-jarilla'

  it('changes the password and ends the other sessions, not this one', async () => {
    const { user, token, others } = await signedInThrice()
    const res = await post('/password', { actual: TEST_PASSWORD, nueva }, bearer(token))
    expect(await res.json()).toEqual({
      success: true,
      message: 'Cambiaste tu contraseña',
      response: null,
    })
    expect(await alive(token)).toBe(200)
    for (const t of others) expect(await alive(t)).toBe(401)
    expect((await login(user.email, nueva)).status).toBe(200)
    await expectFailure(
      await login(user.email, TEST_PASSWORD),
      401,
      'Email o contraseña incorrectos',
    )
  })

  it('checks the current password against the new one at once, not a cached copy', async () => {
    const { token } = await createTestUser(testApp.database.db, { level: 0 })
    expect((await post('/password', { actual: TEST_PASSWORD, nueva }, bearer(token))).status).toBe(
      200,
    )
    const again = await post(
      '/password',
      { actual: nueva, nueva: 'otra-clave-larga' },
      bearer(token),
    )
    expect(again.status).toBe(200)
  })

  it('a wrong current password: 400, nothing changes', async () => {
    const { user, token, others } = await signedInThrice()
    const res = await post('/password', { actual: 'no-es-esta', nueva }, bearer(token))
    await expectFailure(res, 400, 'La contraseña actual no es correcta')
    for (const t of others) expect(await alive(t)).toBe(200)
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('the new password follows signup’s rules, in Spanish', async () => {
    const { token } = await createTestUser(testApp.database.db, { level: 0 })
    const cases: [unknown, string][] = [
      [{ actual: TEST_PASSWORD, nueva: 'corta' }, 'La contraseña debe tener al menos 8 caracteres'],
      [{ actual: TEST_PASSWORD, nueva: 'argentina' }, 'Esa contraseña es muy común: elegí otra'],
      [
        { actual: TEST_PASSWORD, nueva: TEST_PASSWORD },
        'La contraseña nueva debe ser distinta de la actual',
      ],
      [{ nueva }, 'La contraseña actual es requerida'],
    ]
    for (const [body, message] of cases) {
      const res = await post('/password', body, bearer(token))
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
  })

  it('an account that signs in only with Google has no current password to give', async () => {
    const { user, token } = await createTestUser(testApp.database.db, { level: 0 })
    await testApp.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id))
    const res = await post('/password', { actual: 'cualquiera', nueva }, bearer(token))
    await expectFailure(res, 400, 'La contraseña actual no es correcta')
  })

  it('401 without a session', async () => {
    await expectFailure(
      await post('/password', { actual: TEST_PASSWORD, nueva }),
      401,
      'No estás autenticado',
    )
  })
})
