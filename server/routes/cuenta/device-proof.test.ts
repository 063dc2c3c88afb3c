import { expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'

/**
 * The lock-out of a shared address (docs/decisions/0040-device-proof.md): a member on the
 * club's Wi-Fi fails 30 sign-ins and, before, every account at that address was refused for
 * 15 minutes. A browser that signed in before carries a device proof, which lets its own
 * account past the address's and the account's waits, and only those.
 */
const testApp = useTestApp()

const WIFI = '203.0.113.40'
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const COOKIE = 'dispositivo'

/** As @hono/node-server passes it: the socket's address. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

const login = (email: string, password: string, address = WIFI, proof?: string) =>
  testApp.app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(proof === undefined ? {} : { Cookie: `${COOKIE}=${proof}` }),
      },
      body: JSON.stringify({ email, password }),
    },
    from(address),
  )

/** The device proof an answer sets, if any. */
function proofOf(res: Response): string | null {
  const cookie = res.headers.get('Set-Cookie')
  const match = cookie?.match(new RegExp(`(?:^|, )${COOKIE}=([^;]*)`))
  return match?.[1] ?? null
}

/** Signs `email` in from `address`, as a browser that keeps the proof. */
async function signInOnce(email: string, address: string, proof?: string) {
  const res = await login(email, TEST_PASSWORD, address, proof)
  expect(res.status).toBe(200)
  const issued = proofOf(res)
  expect(issued).toBeTruthy()
  return issued!
}

/** Someone at `address` fails 30 sign-ins, 3 of them with the victim's email. */
async function lockOut(address: string, victim: string) {
  for (let i = 0; i < 30; i++) {
    const email = i < 3 ? victim : `probando-${i}@example.com`
    expect((await login(email, `adivinando-${i}`, address)).status).toBe(401)
  }
  expect((await login(`otro-${address}@example.com`, 'adivinando', address)).status).toBe(429)
}

it(
  'after 30 failures at an address, the right password gets in with its device proof, and not without',
  { timeout: 60_000 },
  async () => {
    const { user } = await createTestUser(testApp.database.db, { level: 3 })
    const proof = await signInOnce(user.email, WIFI)
    await lockOut(WIFI, user.email)

    const withProof = await login(user.email, TEST_PASSWORD, WIFI, proof)
    expect(withProof.status).toBe(200)
    // A new proof at each sign-in.
    expect(proofOf(withProof)).toBeTruthy()
    expect(proofOf(withProof)).not.toBe(proof)
    await expectFailure(
      await login(user.email, TEST_PASSWORD, WIFI),
      429,
      'Demasiados intentos fallidos. Probá de nuevo en 15 minutos.',
    )
    // The proof lets nobody in without the password.
    await expectFailure(
      await login(user.email, 'adivinando', WIFI, proof),
      401,
      'Email o contraseña incorrectos',
    )
  },
)

it('the cookie is HttpOnly, SameSite=Strict, for the sign-in paths only', async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  const res = await login(user.email, TEST_PASSWORD, '198.51.100.41')
  const cookie = res.headers.get('Set-Cookie')!
  expect(cookie).toMatch(/HttpOnly/)
  expect(cookie).toMatch(/SameSite=Strict/)
  expect(cookie).toMatch(/Path=\/api\/auth(;|$)/)
  expect(cookie).toMatch(/Max-Age=\d+/)
  // Plain http here (tests, the local server): a Secure cookie would never come back.
  expect(cookie).not.toMatch(/Secure/)
  const https = await testApp.app.request(
    'https://socios.example.org/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    },
    from('198.51.100.41'),
  )
  expect(https.headers.get('Set-Cookie')).toMatch(/Secure/)
})

it('a failed or refused sign-in sets no proof', { timeout: 60_000 }, async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  expect(proofOf(await login(user.email, 'adivinando', '198.51.100.42'))).toBeNull()
})

it('a forged proof is refused', { timeout: 60_000 }, async () => {
  const address = '198.51.100.43'
  const { user } = await createTestUser(testApp.database.db, { level: 3 })
  const proof = await signInOnce(user.email, address)
  await lockOut(address, user.email)
  // One bit of the signature's text flipped: in its last character, a bit decoding ignores.
  const flip = (at: number) => {
    const c = BASE64URL[BASE64URL.indexOf(proof.at(at)!) ^ 1]
    return `${proof.slice(0, at)}${c}${proof.slice(at + 1)}`
  }
  for (const forged of [
    flip(-1),
    flip(-2),
    `${user.id}.${Math.floor(Date.now() / 1000)}.abc.def`,
    'cualquier-cosa',
  ]) {
    expect((await login(user.email, TEST_PASSWORD, address, forged)).status).toBe(429)
  }
  expect((await login(user.email, TEST_PASSWORD, address, proof)).status).toBe(200)
})

it("account A's proof does not help account B", { timeout: 60_000 }, async () => {
  const address = '198.51.100.44'
  const a = await createTestUser(testApp.database.db, { level: 1 })
  const b = await createTestUser(testApp.database.db, { level: 3 })
  const proofA = await signInOnce(a.user.email, address)
  await lockOut(address, b.user.email)
  expect((await login(b.user.email, TEST_PASSWORD, address, proofA)).status).toBe(429)
  expect((await login(a.user.email, TEST_PASSWORD, address, proofA)).status).toBe(200)
})

it(
  'one browser keeps the proofs of the accounts signed in on it',
  { timeout: 60_000 },
  async () => {
    const address = '198.51.100.45'
    const secretaria = await createTestUser(testApp.database.db, { level: 3 })
    const tesorero = await createTestUser(testApp.database.db, { level: 3 })
    const first = await signInOnce(secretaria.user.email, address)
    const both = await signInOnce(tesorero.user.email, address, first)
    await lockOut(address, secretaria.user.email)
    expect((await login(secretaria.user.email, TEST_PASSWORD, address, both)).status).toBe(200)
    expect((await login(tesorero.user.email, TEST_PASSWORD, address, both)).status).toBe(200)
  },
)

it(
  'a stolen proof gives a guesser only its own few tries, and a new password voids it',
  { timeout: 60_000 },
  async () => {
    const { user, token } = await createTestUser(testApp.database.db, { level: 3 })
    const proof = await signInOnce(user.email, '192.0.2.59')
    // The thief, anywhere, with the proof: 3 free failures, then waits, for the proof itself.
    for (let i = 0; i < 3; i++) {
      expect((await login(user.email, `adivinando-${i}`, `192.0.2.${60 + i}`, proof)).status).toBe(
        401,
      )
    }
    const waiting = await login(user.email, TEST_PASSWORD, '192.0.2.70', proof)
    expect(waiting.status).toBe(429)
    expect(waiting.headers.get('Retry-After')).toBe('1')
    // The owner changes the password: the proof signed before it no longer exempts.
    const renewed = await signInOnce(user.email, '192.0.2.71')
    const nueva = 'caldén-y-jarilla'
    const change = await testApp.app.request(
      '/api/auth/password',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(token) },
        body: JSON.stringify({ actual: TEST_PASSWORD, nueva }),
      },
      from('192.0.2.71'),
    )
    expect(change.status).toBe(200)
    await lockOut('192.0.2.72', user.email)
    expect((await login(user.email, nueva, '192.0.2.72', renewed)).status).toBe(429)
  },
)
