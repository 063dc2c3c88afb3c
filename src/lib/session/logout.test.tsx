import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmHost } from '@/components/ui/dialog/confirm-host'
import { resetStores, storedData } from '../../test/memory-idb-keyval'
import { userStore } from '../offline/device-storage'
import { ALTA_DRAFT_KEY } from '../offline/drafts'
import { forgetUser } from './forget-user'
import { logout } from './logout'
import { enqueue } from '../offline/outbox'
import { deliverRevocations } from './pending-revocation'
import { createQueryClient, PERSISTED_CACHE_KEY } from '../offline/query-client'
import { SESSION_KEY } from './session'

vi.mock('idb-keyval', () => import('../../test/memory-idb-keyval'))
vi.mock('../notify', () => ({ notify: vi.fn() }))
// The card device's own request (through `http`) is end-card-device.test.ts's: these tests
// count the outbox's and the revocation's requests.
vi.mock('./end-card-device', () => ({ endCardDevice: vi.fn(async () => {}) }))

const TOKEN = 'token-de-la-administradora'
const PASSWORD = 'clave-del-socio-nuevo'

/** A desk and kiosk in use: something in every store and cache the app fills. */
async function deviceInUse() {
  localStorage.setItem('token', TOKEN)
  localStorage.setItem(ALTA_DRAFT_KEY, '{"socio":{"nombre":"Ana"}}')
  await set(PERSISTED_CACHE_KEY, { clientState: { queries: ['socios'] } })
  await set('token', TOKEN, userStore('workerSession'))
  await set('fotos', { fotoSocio: new Blob(['x']) }, userStore('altaDraftPhotos'))
  await set('roster', { cursor: 'c', socios: { 7: { id: 7 } } }, userStore('gate'))
  await set('seen', { qr: 1 }, userStore('gate'))
  await set('k', { key: 'k', socioId: 7 }, userStore('gateCheckins'))
  await set('certificado', { id: 1, certificado: 'c' }, userStore('cardDevice'))
  await enqueue({
    key: 'alta-1',
    url: '/api/socios/addSocio',
    label: 'Pérez, Ana (DNI 30.123.456)',
    fields: {},
    secretFields: { socio: JSON.stringify({ documento: '30123456', password: PASSWORD }) },
    files: [],
    createdAt: 1,
  })
}

let onLine: ReturnType<typeof vi.spyOn> | undefined
const online = (value: boolean) =>
  (onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value))
const answer = (status: number) => new Response('{}', { status })

describe('signing out', () => {
  const fetchMock = vi.fn<typeof fetch>()

  /** 'Cancelar', focused first, answers the sign-out with false: nothing sent, the token kept. */
  async function cancelKeepsTheSession(signingOut: Promise<boolean>) {
    // Text queries: role queries over the whole document are slow in jsdom.
    const cancel = screen.getByText('Cancelar')
    expect(document.activeElement).toBe(cancel)
    await userEvent.click(cancel)
    expect(await signingOut).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(localStorage.getItem('token')).toBe(TOKEN)
  }

  const deleteCache = vi.fn(async (_name: string) => true)
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('caches', { delete: deleteCache })
  })
  afterEach(() => {
    fetchMock.mockReset()
    deleteCache.mockClear()
    vi.unstubAllGlobals()
    onLine?.mockRestore()
    localStorage.clear()
    resetStores()
  })

  it('online: delivers what waits, ends the session and leaves nothing of the user', async () => {
    await deviceInUse()
    fetchMock.mockResolvedValue(answer(200))
    const queryClient = createQueryClient()
    queryClient.setQueryData(['socios'], [{ id: 7 }])

    expect(await logout(queryClient)).toBe(true)

    const [alta, revocation] = fetchMock.mock.calls
    expect(alta![0]).toBe('/api/socios/addSocio')
    expect((alta![1]!.body as FormData).get('socio')).toContain(PASSWORD)
    expect(revocation![0]).toBe('/api/auth/logout')
    expect(revocation![1]!.headers).toEqual({ Authorization: `Bearer ${TOKEN}` })
    // The kiosk's check-in is not delivered here (no kiosk queue registered): it is lost,
    // which the person was asked about. Every store is empty.
    expect(storedData()).toEqual({})
    expect(deleteCache).toHaveBeenCalledWith('porteria-fotos')
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem(ALTA_DRAFT_KEY)).toBeNull()
    expect(queryClient.getQueryData(['socios'])).toBeUndefined()
    expect(queryClient.getQueryData(SESSION_KEY)).toBeNull()
  })

  // The kiosk's queue counts only once src/main.tsx registers it: here the outbox alone.
  it('offline: asks before losing what waits, and staying keeps everything', async () => {
    online(false)
    await deviceInUse()
    render(<ConfirmHost />)
    const signingOut = logout(createQueryClient())
    const dialog = await screen.findByRole('alertdialog', { name: 'Registros sin enviar' })
    expect(dialog.textContent).toContain(
      'Hay 1 registro sin enviar. Si salís ahora se pierde. ¿Salir igual?',
    )
    await cancelKeepsTheSession(signingOut)
    expect(Object.keys(storedData())).toContain('club-outbox/entries')
  })

  it("'Cerrar sesión en todos los dispositivos' asks first: 'Cancelar' keeps every session", async () => {
    fetchMock.mockResolvedValue(answer(200))
    localStorage.setItem('token', TOKEN)
    render(<ConfirmHost />)
    const signingOut = logout(createQueryClient(), true)
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cerrar sesión en todos los dispositivos',
    })
    expect(dialog.textContent).toContain(
      'Se va a cerrar tu sesión en todos los teléfonos y computadoras donde ingresaste, también en este. ¿Continuar?',
    )
    await cancelKeepsTheSession(signingOut)
  })

  it('offline: signs out at once and ends the session on the server once back', async () => {
    const isOnline = online(false)
    await deviceInUse()
    render(<ConfirmHost />)
    const signingOut = logout(createQueryClient())
    await userEvent.click(await screen.findByText('Salir igual'))
    expect(await signingOut).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
    // Only the token to revoke is left, in a store of its own.
    expect(storedData()).toEqual({
      'club-cierres-pendientes/tokens': [[TOKEN, expect.any(Number)]],
    })
    expect(localStorage.getItem('token')).toBeNull()

    isOnline.mockReturnValue(true)
    fetchMock.mockResolvedValueOnce(answer(503))
    await deliverRevocations()
    expect(Object.keys(storedData())).toEqual(['club-cierres-pendientes/tokens'])
    // A 401: the server had already ended it; either way the token is gone.
    fetchMock.mockResolvedValueOnce(answer(401))
    await act(() => deliverRevocations())
    expect(fetchMock.mock.calls[1]![1]!.headers).toEqual({ Authorization: `Bearer ${TOKEN}` })
    expect(storedData()).toEqual({})
  })

  it('a 401 forgets the user but keeps what waits to be sent, token-free', async () => {
    await deviceInUse()
    await forgetUser(createQueryClient(), { keepQueues: true })
    const kept = storedData()
    expect(Object.keys(kept).sort()).toEqual([
      'club-outbox-clave/claves',
      'club-outbox/entries',
      'club-porteria-registros/pendientes',
    ])
    expect(JSON.stringify(kept)).not.toContain(TOKEN)
    expect(JSON.stringify(kept)).not.toContain(PASSWORD)
    expect(localStorage.getItem('token')).toBeNull()
    expect(deleteCache).toHaveBeenCalledWith('porteria-fotos')
  })
})
