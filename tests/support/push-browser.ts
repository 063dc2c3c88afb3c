import type { BrowserContext, Page } from '@playwright/test'
import type { makeBrowserKeys } from './push-service'

type BrowserKeys = ReturnType<typeof makeBrowserKeys>

/**
 * Chromium subscribes through Google's push service, out of reach here (and refused in a
 * Playwright context, which is incognito): this page's PushManager gives a subscription at
 * the local stand-in instead, with keys the test holds to decrypt what the server sends
 * there. Everything else is the browser's own: permission, service worker, notifications.
 * The application server key the app passed is kept in localStorage, for the test to read.
 */
export async function usePushStandIn(page: Page, endpoint: string, keys: BrowserKeys) {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const STORE = '__pushStandIn'
      const subscription = (applicationServerKey: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(STORE)
          return true
        },
      })
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        if (Notification.permission !== 'granted') {
          throw new DOMException('Registration failed - permission denied', 'NotAllowedError')
        }
        const key = String(options?.applicationServerKey)
        localStorage.setItem(STORE, key)
        return subscription(key) as unknown as PushSubscription
      }
      PushManager.prototype.getSubscription = async function () {
        const key = localStorage.getItem(STORE)
        return (key === null ? null : subscription(key)) as unknown as PushSubscription | null
      }
    },
    { endpoint, keys: keys.json },
  )
}

/** The application server key the page subscribed with, if subscribed. */
export const subscribedKey = (page: Page) =>
  page.evaluate(() => localStorage.getItem('__pushStandIn'))

/**
 * Delivers `data` to the page's service worker as its push service would
 * (CDP `ServiceWorker.deliverPushMessage`).
 */
async function deliverPush(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted)
      if (live) resolve(live.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const origin = new URL(page.url()).origin
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data,
  })
  await cdp.detach()
}

/**
 * Delivers `data` until the worker shows a notification titled `title`, at most 3 times.
 * A push service delivers again what it could not hand over, and our messages carry a tag, so
 * a second delivery replaces the first; CDP's delivery drops a message without a word when it
 * finds the worker starting or stopping (seen once in CI, under load).
 */
export async function deliverPushUntilShown(
  context: BrowserContext,
  page: Page,
  data: string,
  title: string,
) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await deliverPush(context, page, data)
    const deadline = Date.now() + 5_000
    while (Date.now() < deadline) {
      const shown = await shownNotifications(page)
      if (shown.some((n) => n.title === title)) return
      await page.waitForTimeout(100)
    }
  }
  throw new Error(`El service worker no mostró «${title}» tras 3 entregas`)
}

/** The notifications the page's service worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      badge: (n as Notification & { badge: string }).badge,
      data: n.data as unknown,
    }))
  })

/**
 * A tap on the notification titled `title`. A headless browser has no notification to tap:
 * the service worker gets the `notificationclick` a tap would dispatch.
 */
export async function tapNotification(context: BrowserContext, title: string) {
  const [worker] = context.serviceWorkers()
  if (!worker) throw new Error('No hay service worker')
  await worker.evaluate(async (title) => {
    type NotificationEventInit = EventInit & { notification: Notification }
    const sw = globalThis as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent: (event: Event) => boolean
      NotificationEvent: new (type: string, init: NotificationEventInit) => Event
    }
    const [notification] = (await sw.registration.getNotifications()).filter(
      (n) => n.title === title,
    )
    if (!notification) throw new Error(`No se muestra la notificación ${title}`)
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }))
  }, title)
}
