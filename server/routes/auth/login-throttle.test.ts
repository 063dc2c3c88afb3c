import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import { createApp } from '../../app.ts'
import { MAX_FAILURES_PER_IP } from '../../services/login-throttle.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase()
  app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
})

afterAll(() => database.cleanup())

const login = (email: string, password: string) =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

it('30 failures from one address, over many emails, block that address', async () => {
  const { user } = await createTestUser(database.db, { level: 1 })
  for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
    expect((await login(`probando-${i}@example.com`, 'adivinando-123')).status).toBe(401)
  }
  const blocked = await login(user.email, TEST_PASSWORD)
  expect(blocked.status).toBe(429)
  expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
})
