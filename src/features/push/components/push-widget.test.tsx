import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as httpModule from '@/lib/http'
import { http, HTTPError } from '@/lib/http'
import { notify } from '@/lib/notify'
import { CLUB_SETTINGS_KEY } from '@/lib/club-settings'
import { resetStores, storedData } from '@/test/memory-idb-keyval'
import { PushWidget } from './push-widget'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}))

const KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dispositivo'
const answer = (body: unknown) => ({ json: async () => body }) as ReturnType<typeof http.post>

function refuse(status: number, message: string) {
  return () => {
    throw new HTTPError(
      new Response(JSON.stringify({ success: false, message, error: message }), { status }),
      new Request('http://localhost/api/push/subscribe'),
      {} as ConstructorParameters<typeof HTTPError>[2],
    )
  }
}

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

const get = vi.mocked(http.get)
const post = vi.mocked(http.post)
const del = vi.mocked(http.delete)

beforeEach(() => {
  resetStores()
  localStorage.setItem('token', 'tok')
  get.mockImplementation(() => answer({ success: true, response: { publicKey: KEY } }))
  post.mockImplementation(() => answer({ success: true, message: 'ok', response: {} }))
  del.mockImplementation(() => answer({ success: true, message: 'ok', response: {} }))
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
    expect(post).toHaveBeenCalledWith('push/subscribe', {
      json: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } },
    })
    expect(notify).toHaveBeenCalledWith('success', 'Subscripción realizada')
    // The worker can renew the subscription with this session.
    expect(storedData()['club-push-sesion/token']).toEqual([['token', 'tok']])

    post.mockImplementation(() =>
      answer({
        success: true,
        message: 'ok',
        response: { enviados: 1, fallidos: 0, eliminados: 0 },
      }),
    )
    const probar = screen.getByRole('button', { name: 'Enviar notificación de prueba' })
    expect(probar).toHaveProperty('disabled', false)
    await user.click(probar)
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Notificación enviada'))
    expect(post).toHaveBeenLastCalledWith('push/notify', {
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
    expect(del).toHaveBeenCalledWith(
      'push/subscribe',
      expect.objectContaining({ json: { endpoint: ENDPOINT } }),
    )
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
    post.mockImplementation(refuse(500, 'Ocurrió un error en el servidor.'))
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
    post.mockImplementation(refuse(400, 'Ese servicio de notificaciones no está permitido'))
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
    del.mockImplementation(refuse(500, 'Ocurrió un error en el servidor.'))
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
    del.mockImplementation(refuse(404, 'Suscripción no encontrada'))
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
    post.mockImplementation(refuse(409, 'No hay dispositivos suscriptos'))
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
    post.mockImplementation(() =>
      answer({
        success: true,
        message: 'ok',
        response: { enviados: 0, fallidos: 1, eliminados: 0 },
      }),
    )
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
