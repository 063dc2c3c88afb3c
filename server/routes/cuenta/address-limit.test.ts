import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { startGoogleKeys } from '../../../tests/support/google-keys.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { users } from '../../db/schema/cuenta.ts'
import { ServerBusyError } from '../../lib/http/on-error.ts'
import { PASSWORD_LIMITS } from '../../lib/auth/passwords.ts'
import { MAX_PER_ADDRESS } from './address-limit.ts'

let google: Awaited<ReturnType<typeof startGoogleKeys>>
let app: App
let testApp: TestApp

// Behind one proxy (TRUST_PROXY=1): the client is the last X-Forwarded-For entry.
const PROXY = '10.0.0.2'

beforeAll(async () => {
  google = await startGoogleKeys()
  testApp = await createTestApp({
    google: { clientId: google.clientId, jwksUrl: google.jwksUrl },
    trustProxy: 1,
  })
  ;({ app } = testApp)
})

afterAll(async () => {
  await google.stop()
  await testApp.close()
})

const post = (path: string, body: unknown, forwardedFor: string, cookie?: string) =>
  app.request(
    `/api/auth${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': forwardedFor,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: PROXY } } },
  )

const signup = (email: string, extra: Record<string, string> = {}) => ({
  email,
  nombre: 'Lucía',
  apellido: 'Gómez',
  password: 'caldén-pampeano',
  confirmPassword: 'caldén-pampeano',
  ...extra,
})

const TOO_MANY = 'Demasiados intentos. Probá de nuevo en 10 minutos.'

it('10 sign-ups from one address in 10 minutes, then 429 with Retry-After', async () => {
  const client = '203.0.113.50'
  for (let i = 0; i < MAX_PER_ADDRESS; i++) {
    // A forged Google link is refused before any hashing, and still counts.
    const res = await post('/signup', signup(`alta-${i}@example.com`, { googleId: 'x' }), client)
    expect(res.status).toBe(400)
  }
  const blocked = await post('/signup', signup('alta-ok@example.com'), client)
  expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(500)
  await expectFailure(blocked, 429, TOO_MANY)
  // What a client adds to the left of the header does not make it someone else.
  const spoofed = await post('/signup', signup('alta-ok@example.com'), `198.51.100.1, ${client}`)
  expect(spoofed.status).toBe(429)
  // Another client behind the same proxy signs up.
  expect((await post('/signup', signup('alta-ok@example.com'), '203.0.113.51')).status).toBe(200)
})

it('10 Google sign-ins from one address in 10 minutes, then 429 with Retry-After', async () => {
  const client = '2001:db8:5:6::1'
  for (let i = 0; i < MAX_PER_ADDRESS; i++) {
    expect((await post('/oauth', { token: 'no-es-un-jwt' }, client)).status).toBe(401)
  }
  const token = await google.sign({ sub: 'g-900', email: 'nueva@gmail.com' })
  // The same /64.
  const blocked = await post('/oauth', { token }, '2001:db8:5:6:ffff::9')
  expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
  await expectFailure(blocked, 429, TOO_MANY)
  expect((await post('/oauth', { token }, '2001:db8:5:7::1')).status).toBe(200)
})

it("a browser that signed in before is not held back by its address's Google sign-ins", async () => {
  const client = '203.0.113.70'
  const { user } = await createTestUser(testApp.database.db, { level: 3 })
  await testApp.database.db
    .update(users)
    .set({ googleId: 'g-secretaria' })
    .where(eq(users.id, user.id))
  const signedIn = await post('/login', { email: user.email, password: TEST_PASSWORD }, client)
  const cookie = signedIn.headers.get('Set-Cookie')!.split(';')[0]!
  for (let i = 0; i < MAX_PER_ADDRESS; i++) {
    expect((await post('/oauth', { token: 'no-es-un-jwt' }, client)).status).toBe(401)
  }
  const token = await google.sign({ sub: 'g-secretaria', email: user.email })
  expect((await post('/oauth', { token }, client)).status).toBe(429)
  const withProof = await post('/oauth', { token }, client, cookie)
  expect(withProof.status).toBe(200)
  // A Google sign-in makes a proof too.
  expect(withProof.headers.get('Set-Cookie')).toMatch(/^dispositivo=/)
})

it('when too much password work waits: 503 with Retry-After, and no failure counted', async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  const { passwords } = app.services
  // Fill every place with work that ends when the test says.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const { running, waiting } = PASSWORD_LIMITS
  const holders = Array.from({ length: running + waiting }, () => passwords.run(() => held))
  await expect(passwords.run(async () => null)).rejects.toBeInstanceOf(ServerBusyError)
  const busy = 'El servidor está ocupado, probá de nuevo en unos segundos'
  const client = '203.0.113.60'
  const refused = await post('/signup', signup('ocupado@example.com'), client)
  expect(refused.headers.get('Retry-After')).toBe('5')
  await expectFailure(refused, 503, busy)
  for (let i = 0; i < 3; i++) {
    const res = await post('/login', { email: user.email, password: 'mala-123' }, client)
    await expectFailure(res, 503, busy)
  }
  release()
  await Promise.all(holders)
  // The refused sign-ins were no failures: the three free ones are still there.
  const login = (password: string) => post('/login', { email: user.email, password }, client)
  for (let i = 0; i < 3; i++) expect((await login('mala-123')).status).toBe(401)
  expect((await login(TEST_PASSWORD)).status).toBe(429)
  expect((await post('/signup', signup('ocupado@example.com'), client)).status).toBe(200)
})
