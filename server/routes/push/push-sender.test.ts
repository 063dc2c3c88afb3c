import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  decryptPush,
  makeBrowserKeys,
  startPushService,
  type PushService,
} from '../../../tests/support/push-service.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { createTestUser } from '../../../tests/support/test-users.ts'
import { pushSubscriptions } from '../../db/schema/push.ts'
import { createPushSender, pushTargetColumns } from './push-sender.ts'

let service: PushService
let database: TestDatabase
const keys = makeBrowserKeys()

beforeAll(async () => {
  service = await startPushService({
    hangs: (path) => path.startsWith('/push/lento'),
    // '/push/estado-403-…' answers 403.
    statusFor: (path) => Number(/^\/push\/estado-(\d{3})/.exec(path)?.[1] ?? 201),
  })
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.cleanup()
  await service?.close()
})

const target = (name: string, id = 1) => ({ id, endpoint: service.endpoint(name), ...keys.json })
const payload = { title: 'Hola', body: 'Prueba', url: '/' }

describe('createPushSender', () => {
  it('counts a push service that does not answer in time as failed', async () => {
    const sender = createPushSender(database.db, {
      subject: 'mailto:test@example.com',
      extraOrigins: [service.origin],
      timeoutMs: 300,
    })
    const result = await sender.send(
      [{ target: target('lento') }, { target: target('rapido', 2) }].map((m) => ({
        ...m,
        payload,
      })),
      { ttl: 60, urgency: 'normal' },
    )
    // Only the timeout ends a request the stand-in never answers.
    expect(result).toEqual({ enviados: 1, fallidos: 1, eliminados: 0 })
    await sender.close()
  })

  it('refuses to post to an origin that is not allowed, whatever the database holds', async () => {
    const sender = createPushSender(database.db, { subject: 'mailto:test@example.com' })
    const from = service.received()
    const result = await sender.send([{ target: target('nadie'), payload }], {
      ttl: 60,
      urgency: 'normal',
    })
    expect(result).toEqual({ enviados: 0, fallidos: 1, eliminados: 0 })
    expect(service.received()).toBe(from)
    await sender.close()
  })

  it('waits at close for what runs in the background, and starts nothing after', async () => {
    const sender = createPushSender(database.db, {
      subject: 'mailto:test@example.com',
      extraOrigins: [service.origin],
    })
    const from = service.requests.length
    sender.background(
      () => sender.send([{ target: target('fondo'), payload }], { ttl: 60, urgency: 'high' }),
      '/prueba',
    )
    await sender.close()
    const requests = service.requests.slice(from)
    expect(requests.map((r) => r.path)).toEqual(['/push/fondo'])
    expect(JSON.parse(decryptPush(requests[0]!.body, keys))).toEqual(payload)
    let ranAfterClose = false
    sender.background(async () => {
      ranAfterClose = true
    }, '/prueba')
    await sender.idle()
    await Promise.resolve()
    expect(ranAfterClose).toBe(false)
  })

  it('drops a subscription the push service refuses with any 4xx but 429, and keeps the rest', async () => {
    const db = database.db
    const { user } = await createTestUser(db, { level: 0 })
    const estados = [400, 401, 403, 404, 410, 413, 429, 500, 201]
    await db.insert(pushSubscriptions).values(
      estados.map((estado) => ({
        userId: user.id,
        endpoint: service.endpoint(`estado-${estado}-${user.id}`),
        ...keys.json,
      })),
    )
    const targets = await db
      .select(pushTargetColumns)
      .from(pushSubscriptions)
      .orderBy(asc(pushSubscriptions.id))
    const sender = createPushSender(db, {
      subject: 'mailto:test@example.com',
      extraOrigins: [service.origin],
    })
    const result = await sender.send(
      targets.map((target) => ({ target, payload })),
      { ttl: 60, urgency: 'normal' },
    )
    await sender.close()
    expect(result).toEqual({ enviados: 1, fallidos: 2, eliminados: 6 })
    const left = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .orderBy(asc(pushSubscriptions.id))
    // Too many requests (429) and the push service's own failure (5xx) may pass: kept.
    expect(left.map((row) => /estado-(\d+)/.exec(row.endpoint)![1])).toEqual(['429', '500', '201'])
  })
})
