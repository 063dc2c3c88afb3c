import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http as appHttp } from './http'
import { SESSION_EXPIRED_EVENT } from './session/session-events'
import { tokenStorage } from './session/token-storage'

// Node's Request takes no address relative to the page: the same client, a full base.
const http = appHttp.extend({ prefixUrl: 'http://localhost/api/' })

vi.mock('./session/worker-session', () => ({ workerSession: { forget: vi.fn(async () => {}) } }))

function answer(status: number, body: string, type: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } })),
  )
}

describe('http: a 401 to a signed-in request', () => {
  const expired = vi.fn()

  beforeEach(() => {
    tokenStorage.set('tok')
    window.addEventListener(SESSION_EXPIRED_EVENT, expired)
  })
  afterEach(() => {
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired)
    vi.unstubAllGlobals()
    localStorage.clear()
    expired.mockClear()
  })

  it('from our server signs the member out', async () => {
    answer(
      401,
      JSON.stringify({
        success: false,
        message: 'No estás autenticado',
        error: 'No estás autenticado',
      }),
      'application/json',
    )
    await expect(http.get('socios/carnet')).rejects.toThrow()
    expect(tokenStorage.get()).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it("from a captive Wi-Fi portal's page keeps the session", async () => {
    answer(401, '<html><body>Ingresá al Wi-Fi del estadio</body></html>', 'text/html')
    await expect(http.get('socios/carnet')).rejects.toThrow()
    expect(tokenStorage.get()).toBe('tok')
    expect(expired).not.toHaveBeenCalled()
  })
})
