import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeBrowserKeys, type PushService } from '../../../tests/support/push-service.ts'
import { createPushTestApp, type PushTestApp } from '../../../tests/support/push-test-app.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import { createApp } from '../../app.ts'
import { pushSubscriptions } from '../../db/schema/push.ts'

// Issue 29: one level-0 account stored 3,000 subscriptions and POST /notify posted to every
// one of them, as often as it was called: an amplifier aimed at the push services.

let service: PushService
let testApp: PushTestApp

beforeAll(async () => {
  testApp = await createPushTestApp()
  service = testApp.service
})

afterAll(() => testApp?.close())

const post = (
  app: { request: PushTestApp['app']['request'] },
  path: string,
  body: unknown,
  token: string,
) =>
  app.request(path, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

const subscribe = (token: string, name: string) =>
  post(
    testApp.app,
    '/api/push/subscribe',
    { endpoint: service.endpoint(name), keys: makeBrowserKeys().json },
    token,
  )

const endpointsOf = (userId: number) =>
  testApp.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id))
    .then((rows) => rows.map((row) => row.endpoint.slice(service.origin.length)))

describe('subscriptions per account', () => {
  it('keeps the newest 5: a 6th device pushes out the oldest', async () => {
    const { token, user } = await createTestUser(testApp.database.db, { level: 0 })
    for (let i = 1; i <= 7; i++) expect((await subscribe(token, `cap-${i}`)).status).toBe(200)
    expect(await endpointsOf(user.id)).toEqual([
      '/push/cap-3',
      '/push/cap-4',
      '/push/cap-5',
      '/push/cap-6',
      '/push/cap-7',
    ])
  })

  it('counts a device subscribing again as its newest, not as one more', async () => {
    const { token, user } = await createTestUser(testApp.database.db, { level: 0 })
    const keys = makeBrowserKeys().json
    for (let i = 1; i <= 5; i++) await subscribe(token, `again-${i}`)
    const again = await post(
      testApp.app,
      '/subscribe',
      { endpoint: service.endpoint('again-1'), keys },
      token,
    )
    expect(again.status).toBe(200)
    await subscribe(token, 'again-6')
    expect((await endpointsOf(user.id)).sort()).toEqual([
      '/push/again-1',
      '/push/again-3',
      '/push/again-4',
      '/push/again-5',
      '/push/again-6',
    ])
  })
})

describe('POST /notify, per account', () => {
  it('answers 429 in Spanish after 5 tests in a minute, in every process, and sends nothing', async () => {
    const { token } = await createTestUser(testApp.database.db, { level: 0 })
    await subscribe(token, 'limite')
    const prueba = { title: 'Prueba', body: 'Hola' }
    // Another process over the same database (ADR 0034) counts the same tests.
    const other = createApp({
      database: testApp.database,
      distDir: '/nonexistent',
      uploadsDir: '/nonexistent',
      push: testApp.push,
    })
    try {
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? testApp.app : other
        expect((await post(app, '/notify', prueba, token)).status).toBe(200)
      }
      const from = service.received()
      for (const app of [testApp.app, other]) {
        const res = await post(app, '/api/push/notify', prueba, token)
        expect(res.status).toBe(429)
        expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
        expect(((await res.json()) as { message: string }).message).toBe(
          'Demasiadas notificaciones de prueba: esperá un minuto y volvé a probar',
        )
      }
      expect(service.received()).toBe(from)
      // Someone else's tests are their own.
      const otro = await createTestUser(testApp.database.db, { level: 0 })
      await subscribe(otro.token, 'limite-otro')
      expect((await post(testApp.app, '/notify', prueba, otro.token)).status).toBe(200)
    } finally {
      await other.close()
    }
  })
})
