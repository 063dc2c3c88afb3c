import { describe, expect, it, vi } from 'vitest'
import { abrirPantalla, pantallaDeNotificacion } from './open-screen.ts'

const ORIGIN = 'https://club.example'

type Ventana = { url: string; focused: boolean; visibilityState: DocumentVisibilityState }

/** The worker's `clients`, with the windows given: what they were asked, and what opened. */
function clientsWith(ventanas: Ventana[], { focusRefused = false, uncontrolled = false } = {}) {
  const navigated: string[] = []
  const focusedOnes: string[] = []
  const opened: string[] = []
  const windows = ventanas.map((ventana) => {
    const client = {
      ...ventana,
      focus: vi.fn(async () => {
        if (focusRefused) throw new DOMException('Not allowed to focus', 'InvalidAccessError')
        focusedOnes.push(ventana.url)
        return client
      }),
      navigate: vi.fn(async (url: string) => {
        if (uncontrolled) throw new TypeError('This service worker is not the client’s active one')
        navigated.push(url)
        return { ...client, url }
      }),
    }
    return client
  })
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async (url: string) => {
      opened.push(url)
      return null
    }),
  } as unknown as Clients
  return { clients, navigated, focusedOnes, opened }
}

const ventana = (url: string, focused = false): Ventana => ({
  url: `${ORIGIN}${url}`,
  focused,
  visibilityState: focused ? 'visible' : 'hidden',
})

describe('pantallaDeNotificacion', () => {
  it('takes a screen of the app, and the home screen for anything else', () => {
    expect(pantallaDeNotificacion({ url: '/cuenta/carnet' })).toBe('/cuenta/carnet')
    expect(pantallaDeNotificacion({ url: 'https://malo.example/' })).toBe('/')
    expect(pantallaDeNotificacion({ url: '//malo.example' })).toBe('/')
    expect(pantallaDeNotificacion(null)).toBe('/')
  })
})

describe('abrirPantalla', () => {
  it('brings the focused window of the app to the screen', async () => {
    const tabs = clientsWith([ventana('/'), ventana('/cuenta/micuenta', true)])
    await abrirPantalla(tabs.clients, '/cuenta/carnet', ORIGIN)
    expect(tabs.focusedOnes).toEqual([`${ORIGIN}/cuenta/micuenta`])
    expect(tabs.navigated).toEqual([`${ORIGIN}/cuenta/carnet`])
    expect(tabs.opened).toEqual([])
  })

  it('opens a window when none of the app is open, and ignores other sites', async () => {
    const tabs = clientsWith([
      { url: 'https://otro.example/', focused: true, visibilityState: 'visible' },
    ])
    await abrirPantalla(tabs.clients, '/cuenta/cuotas', ORIGIN)
    expect(tabs.opened).toEqual([`${ORIGIN}/cuenta/cuotas`])
    expect(tabs.navigated).toEqual([])
  })

  it('navigates even when the browser refuses the focus', async () => {
    const tabs = clientsWith([ventana('/')], { focusRefused: true })
    await abrirPantalla(tabs.clients, '/beneficios/beneficios', ORIGIN)
    expect(tabs.navigated).toEqual([`${ORIGIN}/beneficios/beneficios`])
  })

  it('leaves a window already on the screen as it is', async () => {
    const tabs = clientsWith([ventana('/cuenta/carnet', true)])
    await abrirPantalla(tabs.clients, '/cuenta/carnet', ORIGIN)
    expect(tabs.navigated).toEqual([])
    expect(tabs.opened).toEqual([])
  })

  it('opens a new window where the open one cannot be navigated', async () => {
    const tabs = clientsWith([ventana('/', true)], { uncontrolled: true })
    await abrirPantalla(tabs.clients, '/cuenta/carnet', ORIGIN)
    expect(tabs.opened).toEqual([`${ORIGIN}/cuenta/carnet`])
  })
})
