import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import { loginFailures } from '../../db/schema/cuenta.ts'

const testApp = useTestApp()

/** As @hono/node-server passes it: the socket's address. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

const login = (
  email: string,
  password: string,
  address = '203.0.113.7',
  headers: Record<string, string> = {},
) =>
  testApp.app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    },
    from(address),
  )

/** Moves an email's recorded failures `seconds` into the past, as if the time had passed. */
const age = (email: string, seconds: number) =>
  testApp.database.db
    .update(loginFailures)
    .set({ at: sql`${loginFailures.at} - make_interval(secs => ${seconds})` })
    .where(eq(loginFailures.email, email))

const waitMessage = (text: string) => `Demasiados intentos fallidos. Probá de nuevo en ${text}.`

it(
  "an attacker's 50 failures from one address do not stop the owner at another",
  { timeout: 60_000 },
  async () => {
    const { user } = await createTestUser(testApp.database.db, { level: 3 })
    let refused = 0
    for (let i = 0; i < 50; i++) {
      const res = await login(user.email, `adivinando-${i}`, '198.51.100.66')
      expect([401, 429]).toContain(res.status)
      if (res.status === 429) refused++
    }
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.10')).status).toBe(200)
    // The attacker's own email and address slow down at once.
    expect(refused).toBeGreaterThanOrEqual(45)
  },
)

it(
  'the waits of one email and address grow: 1 s, 2 s, 4 s after 3 failures',
  { timeout: 60_000 },
  async () => {
    const { user } = await createTestUser(testApp.database.db, { level: 1 })
    for (let i = 0; i < 3; i++) {
      await expectFailure(
        await login(user.email, 'mala-123'),
        401,
        'Email o contraseña incorrectos',
      )
    }
    for (const [seconds, text] of [
      [1, '1 segundo'],
      [2, '2 segundos'],
      [4, '4 segundos'],
    ] as const) {
      // Even the right password waits: the pair is being guessed.
      const blocked = await login(user.email, TEST_PASSWORD)
      expect(blocked.headers.get('Retry-After')).toBe(String(seconds))
      await expectFailure(blocked, 429, waitMessage(text))
      await age(user.email, seconds)
      expect((await login(user.email, 'mala-123')).status).toBe(401)
    }
    const next = await login(user.email, TEST_PASSWORD)
    expect(next.headers.get('Retry-After')).toBe('8')
    // The same email from another address is not slowed down.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.7')).status).toBe(200)
  },
)

it('the waits stop at 15 minutes', { timeout: 60_000 }, async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  const address = '198.51.100.77'
  // 3 free failures, then 13 more after their waits: 2^13 s is over the cap.
  for (let failures = 0; failures < 16;) {
    const res = await login(user.email, 'mala-123', address)
    if (res.status === 401) failures++
    else await age(user.email, Number(res.headers.get('Retry-After')))
  }
  const blocked = await login(user.email, TEST_PASSWORD, address)
  expect(blocked.headers.get('Retry-After')).toBe('900')
  await expectFailure(blocked, 429, waitMessage('15 minutos'))
})

it('a success forgets the failures of its email and address', { timeout: 60_000 }, async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  const address = '198.51.100.88'
  for (let i = 0; i < 3; i++) await login(user.email, 'mala-123', address)
  await age(user.email, 1)
  expect((await login(user.email, TEST_PASSWORD, address)).status).toBe(200)
  for (let i = 0; i < 3; i++)
    expect((await login(user.email, 'mala-123', address)).status).toBe(401)
})

it(
  '30 failures from one address, over many emails, block that address',
  { timeout: 60_000 },
  async () => {
    const { user } = await createTestUser(testApp.database.db, { level: 1 })
    const address = '203.0.113.30'
    for (let i = 0; i < 30; i++) {
      const res = await login(`probando-${i}@example.com`, 'adivinando-123', address)
      expect(res.status).toBe(401)
    }
    const blocked = await login(user.email, TEST_PASSWORD, address)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(800)
    // Another address is not affected.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.20')).status).toBe(200)
  },
)

it('an IPv6 /64 counts as one address', { timeout: 60_000 }, async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  for (let i = 0; i < 30; i++) {
    const address = `2001:db8:aa:bb:${(i + 1).toString(16)}::${i + 7}`
    expect((await login(`v6-${i}@example.com`, 'adivinando-123', address)).status).toBe(401)
  }
  expect((await login(user.email, TEST_PASSWORD, '2001:db8:aa:bb:ffff::1')).status).toBe(429)
  expect((await login(user.email, TEST_PASSWORD, '2001:db8:aa:bc::1')).status).toBe(200)
})

it('an IPv4-mapped IPv6 address counts as its IPv4', { timeout: 60_000 }, async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  for (let i = 0; i < 30; i++) {
    const res = await login(`v4-${i}@example.com`, 'adivinando-123', '::ffff:192.0.2.99')
    expect(res.status).toBe(401)
  }
  expect((await login(user.email, TEST_PASSWORD, '192.0.2.99')).status).toBe(429)
})

it('X-Forwarded-For is ignored without TRUST_PROXY', { timeout: 60_000 }, async () => {
  const { user } = await createTestUser(testApp.database.db, { level: 1 })
  for (let i = 0; i < 30; i++) {
    const spoofed = { 'X-Forwarded-For': `10.1.0.${i}` }
    expect((await login(`xff-${i}@example.com`, 'mala-123', '192.0.2.150', spoofed)).status).toBe(
      401,
    )
  }
  const blocked = await login(user.email, TEST_PASSWORD, '192.0.2.150', {
    'X-Forwarded-For': '10.1.0.250',
  })
  expect(blocked.status).toBe(429)
})

it(
  'parallel attempts of one email and address cannot slip past the waits',
  { timeout: 60_000 },
  async () => {
    const { user } = await createTestUser(testApp.database.db, { level: 1 })
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `adivinando-${i}`, '192.0.2.200')),
    )
    const statuses = burst.map((res) => res.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(17)
  },
)
