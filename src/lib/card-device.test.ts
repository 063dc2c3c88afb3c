import { set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetStores } from '../test/memory-idb-keyval'
import { endCardDevice } from './card-device'
import { userStore } from './device-storage'
import type * as httpModule from './http'
import { http } from './http'

vi.mock('idb-keyval', () => import('../test/memory-idb-keyval'))
vi.mock('./http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { delete: vi.fn() },
}))

afterEach(() => {
  resetStores()
  vi.clearAllMocks()
})

describe('endCardDevice', () => {
  it("asks the server to forget this phone's card device", async () => {
    await set('certificado', { id: 12, certificado: 'c' }, userStore('cardDevice'))
    vi.mocked(http.delete).mockResolvedValue(new Response() as never)
    await endCardDevice()
    expect(http.delete).toHaveBeenCalledWith('socios/dispositivos/12', {
      retry: 0,
      timeout: 5_000,
    })
  })

  it('does nothing on a phone without a device, and shrugs off a failed call', async () => {
    await endCardDevice()
    expect(http.delete).not.toHaveBeenCalled()
    await set('certificado', { id: 12 }, userStore('cardDevice'))
    vi.mocked(http.delete).mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(endCardDevice()).resolves.toBeUndefined()
  })
})
