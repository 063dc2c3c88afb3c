import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { startGoogleKeys } from '../../../tests/support/google-keys.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'

let database: TestDatabase
let google: Awaited<ReturnType<typeof startGoogleKeys>>
let app: App
let testApp: TestApp

beforeAll(async () => {
  google = await startGoogleKeys()
  testApp = await createTestApp({
    google: { clientId: google.clientId, jwksUrl: google.jwksUrl },
  })
  ;({ database, app } = testApp)
})

afterAll(async () => {
  await google.stop()
  await testApp.close()
})

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const signup = {
  email: 'Lucia.Gomez@Example.com',
  nombre: 'Lucía',
  apellido: 'Gómez',
  password: 'caldén-pampeano',
  confirmPassword: 'caldén-pampeano',
}

describe('signup', () => {
  it('creates a level-0 user and signs in', async () => {
    const res = await post('/signup', signup)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      message: string
      response: { token: string; userData: unknown }
    }
    expect(body.message).toBe('Te registraste!')
    expect(body.response.userData).toEqual({
      id: expect.any(Number),
      socio_id: null,
      level: 0,
      departments: [],
      email: 'lucia.gomez@example.com',
      persona: { nombre: 'Lucía', apellido: 'Gómez', apodo: null },
    })
    const me = await post('/auth', undefined, bearer(body.response.token))
    expect(((await me.json()) as { response: { email: string } }).response.email).toBe(
      'lucia.gomez@example.com',
    )
  })

  it('refuses an email already registered, whatever its case: 409', async () => {
    const res = await post('/signup', { ...signup, email: 'LUCIA.GOMEZ@example.com' })
    await expectFailure(res, 409, 'Ya existe una cuenta con ese email')
  })

  it('validates the form with Spanish messages: 400 with the list', async () => {
    const res = await post('/signup', {
      email: 'no-es-un-email',
      nombre: ' ',
      apellido: 'X',
      password: '12345678',
      confirmPassword: '1234',
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; errors: string[] }
    expect(body.message).toBe('Ingresá un email válido')
    expect(body.errors).toEqual([
      'Ingresá un email válido',
      'El nombre es requerido',
      'Esa contraseña es muy común: elegí otra',
    ])
  })

  it('rejects a malformed body without a 500', async () => {
    const res = await app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ success: false })
  })
})

describe('login and logout', () => {
  it('signs in with the right password, case-insensitive email', async () => {
    const { user } = await createTestUser(database.db, { level: 1, email: 'socio@example.com' })
    const res = await post('/login', { email: 'SOCIO@example.com', password: TEST_PASSWORD })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { message: string; response: { userData: { id: number } } }
    expect(body.message).toBe('Bienvenid@')
    expect(body.response.userData.id).toBe(user.id)
  })

  it('one generic 401 for a wrong password and for an unknown email', async () => {
    await createTestUser(database.db, { level: 1, email: 'otro@example.com' })
    for (const email of ['otro@example.com', 'nadie@example.com']) {
      const res = await post('/login', { email, password: 'incorrecta-123' })
      await expectFailure(res, 401, 'Email o contraseña incorrectos')
    }
  })

  it('logout revokes the token at once', async () => {
    const { token } = await createTestUser(database.db, { level: 0 })
    expect((await post('/auth', undefined, bearer(token))).status).toBe(200)
    const out = await post('/logout', undefined, bearer(token))
    expect(await out.json()).toEqual({
      success: true,
      message: 'Cerraste la sesión',
      response: null,
    })
    expect((await post('/auth', undefined, bearer(token))).status).toBe(401)
    expect((await post('/logout', undefined, bearer(token))).status).toBe(401)
  })
})

describe('Google sign-in', () => {
  it('an unknown Google account comes back preregistered, with no session', async () => {
    const token = await google.sign({
      sub: 'g-100',
      email: 'nueva@gmail.com',
      given_name: 'Nueva',
      family_name: 'Persona',
    })
    const res = await post('/oauth', { token })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { preregistered: boolean; response: Record<string, string> }
    expect(body.preregistered).toBe(true)
    expect(body.response).toMatchObject({
      email: 'nueva@gmail.com',
      nombre: 'Nueva',
      apellido: 'Persona',
    })
    expect(body.response).not.toHaveProperty('token')

    // Completing the registration links the Google account…
    const created = await post('/signup', {
      ...signup,
      email: 'nueva@gmail.com',
      googleId: body.response.googleId,
    })
    expect(created.status).toBe(200)
    // …so the next Google sign-in goes straight in.
    const again = await post('/oauth', {
      token: await google.sign({ sub: 'g-100', email: 'nueva@gmail.com' }),
    })
    const signedIn = (await again.json()) as {
      response: { token: string; userData: { email: string } }
    }
    expect(signedIn.response.userData.email).toBe('nueva@gmail.com')
    expect(signedIn.response.token).toEqual(expect.any(String))
  })

  it('never links a Google account to a password account by its email', async () => {
    await createTestUser(database.db, { level: 1, email: 'existente@example.com' })
    const res = await post('/oauth', {
      token: await google.sign({ sub: 'g-200', email: 'existente@example.com' }),
    })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toBe(
      'Ya existe una cuenta con ese email: ingresá con tu contraseña',
    )
  })

  it('a Google account can be registered only once', async () => {
    const token = await google.sign({ sub: 'g-300', email: 'doble@gmail.com' })
    const pre = (await (await post('/oauth', { token })).json()) as {
      response: { googleId: string }
    }
    const form = { ...signup, email: 'doble@gmail.com', googleId: pre.response.googleId }
    expect((await post('/signup', form)).status).toBe(200)
    const again = await post('/signup', { ...form, email: 'otra@gmail.com' })
    expect(again.status).toBe(409)
  })

  it('refuses a wrong audience, an expired token, a foreign signature and a forged googleId', async () => {
    const bad = [
      await google.sign({ sub: 'g-1', email: 'a@b.com' }, { audience: 'otra-app' }),
      await google.sign({ sub: 'g-1', email: 'a@b.com' }, { expiresIn: '-1m' }),
      await google.sign({ sub: 'g-1', email: 'a@b.com' }, { foreignKey: true }),
      await google.sign({ sub: 'g-1', email: 'a@b.com' }, { issuer: 'https://evil.example' }),
      'no-es-un-jwt',
    ]
    for (const token of bad) {
      const res = await post('/oauth', { token })
      expect(res.status).toBe(401)
      expect(((await res.json()) as { message: string }).message).toBe(
        'No se pudo verificar tu cuenta de Google',
      )
    }
    const forged = await post('/signup', { ...signup, email: 'x@example.com', googleId: 'g-100' })
    expect(forged.status).toBe(400)
  })
})
