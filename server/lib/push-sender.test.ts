import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  decryptPush,
  makeBrowserKeys,
  startPushService,
  type PushService,
} from '../../tests/support/push-service.ts'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import { createPushSender } from './push-sender.ts'

let service: PushService
let database: TestDatabase
const keys = makeBrowserKeys()

beforeAll(async () => {
  service = await startPushService({ hangs: (path) => path.startsWith('/push/lento') })
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
})
