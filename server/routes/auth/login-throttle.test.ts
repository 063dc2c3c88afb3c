import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { MAX_FAILURES_PER_IP } from './login-throttle.ts'

let database: TestDatabase
let app: App
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
})

afterAll(() => testApp.close())

/** As @hono/node-server passes it: the socket's address. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

const login = (email: string, password: string, address = '203.0.113.7') =>
  app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    from(address),
  )

it('30 failures from one address, over many emails, block that address', async () => {
  const { user } = await createTestUser(database.db, { level: 1 })
  for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
    expect((await login(`probando-${i}@example.com`, 'adivinando-123')).status).toBe(401)
  }
  const blocked = await login(user.email, TEST_PASSWORD)
  expect(blocked.status).toBe(429)
  expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
  // Another address is not affected.
  expect((await login(user.email, TEST_PASSWORD, '198.51.100.20')).status).toBe(200)
})

it('parallel attempts cannot slip past the per-email limit', async () => {
  const { user } = await createTestUser(database.db, { level: 1 })
  const burst = await Promise.all(
    Array.from({ length: 25 }, (_, i) => login(user.email, `adivinando-${i}`, `192.0.2.${i}`)),
  )
  const statuses = burst.map((res) => res.status)
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15)
})
