import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushSession } from '../src/lib/session/worker-session.ts'
import { resetStores } from '../src/test/memory-idb-keyval.ts'
import { renovarSuscripcion } from './push-renewal.ts'

vi.mock('idb-keyval', () => import('../src/test/memory-idb-keyval.ts'))

const KEY = 'BPublicKeyOfTheServer'

const subscription = (endpoint: string) =>
  ({
    endpoint,
    options: { applicationServerKey: KEY },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
  }) as unknown as PushSubscription

/** The worker's registration: what it was asked to subscribe with, and the new address. */
function worker(endpoint = 'https://fcm.googleapis.com/fcm/send/nueva') {
  const subscribe = vi.fn(async () => subscription(endpoint))
  const sw = { registration: { pushManager: { subscribe } } } as unknown as ServiceWorkerGlobalScope
  return { sw, subscribe }
}

let calls: { method: string; url: string; auth: string | null; body: unknown }[]

function answer(status: number) {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      calls.push({
        method: init.method ?? 'GET',
        url,
        auth: headers.get('Authorization'),
        body: init.body ? JSON.parse(init.body as string) : null,
      })
      return new Response(JSON.stringify({ response: { publicKey: KEY } }), { status })
    }),
  )
}

beforeEach(() => resetStores())
afterEach(() => vi.unstubAllGlobals())

describe('renovarSuscripcion', () => {
  it("subscribes again with the old key and tells the server with the subscriber's session", async () => {
    await pushSession.share('tok')
    answer(200)
    const { sw, subscribe } = worker()
    await renovarSuscripcion(sw, {
      oldSubscription: subscription('https://fcm.googleapis.com/fcm/send/vieja'),
      newSubscription: null,
    })
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY })
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/push/subscribe',
        auth: 'Bearer tok',
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/nueva',
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        },
      },
      {
        method: 'DELETE',
        url: '/api/push/subscribe',
        auth: 'Bearer tok',
        body: { endpoint: 'https://fcm.googleapis.com/fcm/send/vieja' },
      },
    ])
  })

  it("asks the server's key when the browser kept no old subscription", async () => {
    await pushSession.share('tok')
    answer(200)
    const { sw, subscribe } = worker()
    await renovarSuscripcion(sw, { oldSubscription: null, newSubscription: null })
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/push/key' })
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY })
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST'])
  })

  it('does nothing signed out, and forgets a session the server no longer knows', async () => {
    answer(200)
    const { sw, subscribe } = worker()
    await renovarSuscripcion(sw, { oldSubscription: null, newSubscription: null })
    expect(subscribe).not.toHaveBeenCalled()
    expect(calls).toEqual([])

    await pushSession.share('vencido')
    answer(401)
    const nueva = subscription('https://fcm.googleapis.com/fcm/send/otra')
    await renovarSuscripcion(sw, { oldSubscription: null, newSubscription: nueva })
    expect(calls.map((call) => call.method)).toEqual(['POST'])
    expect(await pushSession.get()).toBeUndefined()
  })
})
