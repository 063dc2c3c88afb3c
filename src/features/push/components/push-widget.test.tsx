import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUSH_MENSAJE } from '@/domain/push/push'
import { notify } from '@/lib/notify'
import { CLUB_SETTINGS_KEY } from '@/lib/club-settings'
import { resetStores, storedData } from '@/test/memory-idb-keyval'
import { api, ok, refusal, requests, server } from '@/test/msw-server'
import { PushWidget } from './push-widget'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dispositivo'
/** What the API answers to the test notification. */
const prueba = (enviados: number, fallidos: number) =>
  server.use(
    http.post(api('push/notify'), () =>
      ok({ enviados, fallidos, eliminados: 0 }, PUSH_MENSAJE.enviada),
    ),
  )

/** The browser's side: a service worker, its push manager, and the permission. */
function browser({
  permission = 'default' as NotificationPermission,
  answerWith = 'granted',
} = {}) {
  let subscription: PushSubscription | null = null
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription = {
        endpoint: ENDPOINT,
        options,
        toJSON: () => ({
          endpoint: ENDPOINT,
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        }),
        unsubscribe: vi.fn(async () => {
          subscription = null
          return true
        }),
      } as unknown as PushSubscription
      return subscription
    }),
  }
  const registration = { pushManager }
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(async () => answerWith),
    }),
  )
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  })
  return { pushManager, current: () => subscription }
}

function renderWidget() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(CLUB_SETTINGS_KEY, { nombre: 'Club Social y Deportivo Santa Rosa' })
  render(
    <QueryClientProvider client={queryClient}>
      <PushWidget />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  resetStores()
  localStorage.setItem('token', 'tok')
  server.use(
    http.get(api('push/key'), () => ok({ publicKey: KEY })),
    http.post(api('push/subscribe'), () => ok({ endpoint: ENDPOINT }, PUSH_MENSAJE.suscripto)),
    http.delete(api('push/subscribe'), () => ok({ endpoint: ENDPOINT }, PUSH_MENSAJE.desuscripto)),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  // @ts-expect-error jsdom has none; the test gave it one.
  delete navigator.serviceWorker
  localStorage.clear()
  vi.clearAllMocks()
})

describe('PushWidget', () => {
  it('subscribes: permission, the server key, the server told; then the test is enabled', async () => {
    const user = userEvent.setup()
    const device = browser()
    renderWidget()
    expect(await screen.findByText('Estado: No suscrito')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enviar notificación de prueba' })).toHaveProperty(
      'disabled',
      true,
    )
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }))
    expect(await screen.findByText('Estado: Suscrito')).toBeTruthy()
    expect(device.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY,
    })
    expect(await requests('POST')).toContainEqual({
      method: 'POST',
      path: 'push/subscribe',
      json: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } },
    })
    expect(notify).toHaveBeenCalledWith('success', 'Subscripción realizada')
    // The worker can renew the subscription with this session.
    expect(storedData()['club-push-sesion/token']).toEqual([['token', 'tok']])

    prueba(1, 0)
    const probar = screen.getByRole('button', { name: 'Enviar notificación de prueba' })
    expect(probar).toHaveProperty('disabled', false)
    await user.click(probar)
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Notificación enviada'))
    expect((await requests('POST')).at(-1)).toEqual({
      method: 'POST',
      path: 'push/notify',
      json: {
        title: 'Club Social y Deportivo Santa Rosa',
        body: expect.stringContaining('notificación de prueba'),
      },
    })
  })

  it('unsubscribes on the server and in the browser', async () => {
    const user = userEvent.setup()
    const device = browser({ permission: 'granted' })
    await device.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: KEY })
    renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Cancelar suscripción' }))
    expect(await screen.findByText('Estado: No suscrito')).toBeTruthy()
    expect(await requests('DELETE')).toContainEqual({
      method: 'DELETE',
      path: 'push/subscribe',
      json: { endpoint: ENDPOINT },
    })
    expect(device.current()).toBeNull()
    expect(notify).toHaveBeenCalledWith('success', 'Suscripción cancelada')
  })

  it("says 'Permisos de notificación denegados' and stays unsubscribed when refused", async () => {
    const user = userEvent.setup()
    const device = browser({ answerWith: 'denied' })
    renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Suscribirse' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Permisos de notificación denegados'),
    )
    expect(device.pushManager.subscribe).not.toHaveBeenCalled()
    expect(await screen.findByText(/permití las notificaciones de este sitio/)).toBeTruthy()
    expect(screen.getByText('Estado: No suscrito')).toBeTruthy()
  })

  it("says 'Error en el servidor al suscribirse' and undoes the browser's subscription on a server failure", async () => {
    const user = userEvent.setup()
    const device = browser()
    server.use(
      http.post(api('push/subscribe'), () => refusal(500, 'Ocurrió un error en el servidor.')),
    )
    renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Suscribirse' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error en el servidor al suscribirse'),
    )
    expect(device.current()).toBeNull()
    expect(screen.getByText('Estado: No suscrito')).toBeTruthy()
  })

  it("adds the server's reason when it refuses the subscription", async () => {
    const user = userEvent.setup()
    browser()
    server.use(
      http.post(api('push/subscribe'), () =>
        refusal(400, 'Ese servicio de notificaciones no está permitido'),
      ),
    )
    renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Suscribirse' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Error en el servidor al suscribirse: Ese servicio de notificaciones no está permitido',
      ),
    )
  })

  it('asks for permission before waiting for the service worker (an iPhone allows it only from the tap)', async () => {
    const user = userEvent.setup()
    browser()
    const order: string[] = []
    const requestPermission = vi.mocked(Notification.requestPermission)
    requestPermission.mockImplementation(async () => {
      order.push('permiso')
      return 'granted'
    })
    const worker = navigator.serviceWorker
    const getRegistration = worker.getRegistration.bind(worker)
    vi.spyOn(worker, 'getRegistration').mockImplementation(async () => {
      order.push('service worker')
      return getRegistration()
    })
    renderWidget()
    await screen.findByText('Estado: No suscrito')
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }))
    expect(await screen.findByText('Estado: Suscrito')).toBeTruthy()
    expect(order.slice(-2)).toEqual(['permiso', 'service worker'])
  })

  it("says 'Error al registrar Service Worker' when the page has no service worker", async () => {
    const user = userEvent.setup()
    const device = browser()
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready: new Promise(() => {}) },
    })
    renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Suscribirse' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error al registrar Service Worker'),
    )
    expect(device.pushManager.subscribe).not.toHaveBeenCalled()
  })

  it("says 'Error al cancelar suscripción' and stays subscribed when the server cannot forget it", async () => {
    const user = userEvent.setup()
    const device = browser({ permission: 'granted' })
    await device.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: KEY })
    server.use(
      http.delete(api('push/subscribe'), () => refusal(500, 'Ocurrió un error en el servidor.')),
    )
    renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Cancelar suscripción' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error al cancelar suscripción'),
    )
    expect(device.current()).not.toBeNull()
    expect(screen.getByText('Estado: Suscrito')).toBeTruthy()
  })

  it('unsubscribes in the browser when the server no longer knows the subscription', async () => {
    const user = userEvent.setup()
    const device = browser({ permission: 'granted' })
    await device.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: KEY })
    server.use(http.delete(api('push/subscribe'), () => refusal(404, 'Suscripción no encontrada')))
    renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Cancelar suscripción' }))
    expect(await screen.findByText('Estado: No suscrito')).toBeTruthy()
    expect(device.current()).toBeNull()
    expect(notify).toHaveBeenCalledWith('success', 'Suscripción cancelada')
  })

  it("says 'Error enviando notificación' with the server's reason when it refuses the test", async () => {
    const user = userEvent.setup()
    const device = browser({ permission: 'granted' })
    await device.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: KEY })
    renderWidget()
    await screen.findByText('Estado: Suscrito')
    server.use(http.post(api('push/notify'), () => refusal(409, 'No hay dispositivos suscriptos')))
    await user.click(screen.getByRole('button', { name: 'Enviar notificación de prueba' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Error enviando notificación: No hay dispositivos suscriptos',
      ),
    )
  })

  it("says 'Error enviando notificación' when no device got the test", async () => {
    const user = userEvent.setup()
    const device = browser({ permission: 'granted' })
    await device.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: KEY })
    renderWidget()
    await screen.findByText('Estado: Suscrito')
    prueba(0, 1)
    await user.click(screen.getByRole('button', { name: 'Enviar notificación de prueba' }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Error enviando notificación'))
  })

  it('says push is unsupported in a browser without it', async () => {
    renderWidget()
    expect(
      await screen.findByText('Push notifications no soportadas en este navegador'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Suscribirse' })).toBeNull()
  })

  it('on an iPhone outside the installed app, explains adding it to the home screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    )
    renderWidget()
    expect(await screen.findByText(/Agregar a inicio/)).toBeTruthy()
    expect(screen.queryByText('Push notifications no soportadas en este navegador')).toBeNull()
  })
})
