import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as httpModule from './http'
import { http } from './http'
import { endPushSubscription } from './push-device'

vi.mock('./http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { delete: vi.fn() },
}))

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
    vi.mocked(http.delete).mockResolvedValue(new Response() as never)
    await endPushSubscription({ tellServer: true })
    expect(http.delete).toHaveBeenCalledWith(
      'push/subscribe',
      expect.objectContaining({ json: { endpoint: ENDPOINT } }),
    )
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('drops it in the browser even when the server cannot be reached, or is not told', async () => {
    const unsubscribe = subscribed()
    vi.mocked(http.delete).mockRejectedValue(new TypeError('Failed to fetch'))
    await endPushSubscription({ tellServer: true })
    expect(unsubscribe).toHaveBeenCalledTimes(1)
    await endPushSubscription({ tellServer: false })
    expect(unsubscribe).toHaveBeenCalledTimes(2)
    expect(http.delete).toHaveBeenCalledTimes(1)
  })

  it('does nothing in a browser without push', async () => {
    await expect(endPushSubscription({ tellServer: true })).resolves.toBeUndefined()
    expect(http.delete).not.toHaveBeenCalled()
  })
})
