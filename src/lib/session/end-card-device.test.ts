import { set } from 'idb-keyval'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetStores } from '../../test/memory-idb-keyval'
import { api, ok, requests, server } from '../../test/msw-server'
import { endCardDevice } from './end-card-device'
import { userStore } from '../offline/device-storage'

vi.mock('idb-keyval', () => import('../../test/memory-idb-keyval'))

afterEach(() => {
  vi.useRealTimers()
  resetStores()
})

describe('endCardDevice', () => {
  it("asks the server to forget this phone's card device", async () => {
    await set('certificado', { id: 12, certificado: 'c' }, userStore('cardDevice'))
    server.use(http.delete(api('socios/dispositivos/12'), () => ok({ id: 12 })))
    await endCardDevice()
    expect(await requests()).toEqual([{ method: 'DELETE', path: 'socios/dispositivos/12' }])
  })

  it('asks once, and gives up after 5 s on a server that does not answer', async () => {
    vi.useFakeTimers()
    await set('certificado', { id: 12 }, userStore('cardDevice'))
    server.use(http.delete(api('socios/dispositivos/12'), () => delay('infinite')))
    let ended = false
    const ending = endCardDevice().then(() => (ended = true))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(ended).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await ending
    expect(await requests()).toEqual([{ method: 'DELETE', path: 'socios/dispositivos/12' }])
  })

  it('does nothing on a phone without a device, and shrugs off a failed call', async () => {
    await endCardDevice()
    expect(await requests()).toEqual([])
    await set('certificado', { id: 12 }, userStore('cardDevice'))
    server.use(http.delete(api('socios/dispositivos/12'), () => HttpResponse.error()))
    await expect(endCardDevice()).resolves.toBeUndefined()
  })
})
