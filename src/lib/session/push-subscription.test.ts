import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PUSH_MENSAJE } from '@/domain/push/push'
import { api, ok, requests, server } from '../../test/msw-server'
import { endPushSubscription } from './push-subscription'

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/compartido'

/** A browser with this device subscribed. */
function subscribed() {
  const unsubscribe = vi.fn(async () => true)
  const registration = {
    pushManager: { getSubscription: async () => ({ endpoint: ENDPOINT, unsubscribe }) },
  }
  vi.stubGlobal('PushManager', function PushManager() {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  })
  return unsubscribe
}

afterEach(() => {
  vi.unstubAllGlobals()
  // @ts-expect-error jsdom has none; the test gave it one.
  delete navigator.serviceWorker
  vi.clearAllMocks()
})

describe('endPushSubscription', () => {
  it('tells the server, then drops the subscription in the browser', async () => {
    const unsubscribe = subscribed()
    server.use(
      http.delete(api('push/subscribe'), () =>
        ok({ endpoint: ENDPOINT }, PUSH_MENSAJE.desuscripto),
      ),
    )
    await endPushSubscription({ tellServer: true })
    expect(await requests()).toContainEqual({
      method: 'DELETE',
      path: 'push/subscribe',
      json: { endpoint: ENDPOINT },
    })
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('drops it in the browser even when the server cannot be reached, or is not told', async () => {
    const unsubscribe = subscribed()
    server.use(http.delete(api('push/subscribe'), () => HttpResponse.error()))
    await endPushSubscription({ tellServer: true })
    expect(unsubscribe).toHaveBeenCalledTimes(1)
    await endPushSubscription({ tellServer: false })
    expect(unsubscribe).toHaveBeenCalledTimes(2)
    expect(await requests('DELETE')).toHaveLength(1)
  })

  it('does nothing in a browser without push', async () => {
    await expect(endPushSubscription({ tellServer: true })).resolves.toBeUndefined()
    expect(await requests('DELETE')).toEqual([])
  })
})
