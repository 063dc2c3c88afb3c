import { afterEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/lib/http'
import { gateStore } from './gate-store'
import { syncKeys } from './gate-sync'

vi.mock('idb-keyval', () => import('../../../test/memory-idb-keyval'))
vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }))

const answer = (response: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: true, response }), {
    headers: { 'Content-Type': 'application/json', ...headers },
  })

describe('syncKeys', () => {
  const get = vi.mocked(http.get) as unknown as ReturnType<typeof vi.fn<() => Promise<Response>>>
  afterEach(async () => {
    get.mockReset()
    const { clear } = await import('idb-keyval')
    await clear()
  })

  it('keeps the clock offset from the Date header and stamps each key as confirmed then', async () => {
    // The server's clock runs an hour ahead of this tablet's.
    const server = new Date(Math.floor(Date.now() / 1000) * 1000 + 3600_000)
    get.mockResolvedValueOnce(
      answer(
        { keys: [{ kid: 'k1', publicKey: 'p1', createdAt: server.toISOString() }] },
        { Date: server.toUTCString() },
      ),
    )
    const { keys, offsetMs } = await syncKeys()
    expect(Math.abs(offsetMs - 3600_000)).toBeLessThan(2000)
    expect(await gateStore.clockOffset()).toBe(offsetMs)
    expect(keys).toEqual([{ kid: 'k1', publicKey: 'p1', lastConfirmed: expect.any(Number) }])
    expect(Math.abs(keys[0]!.lastConfirmed! - server.getTime())).toBeLessThan(2000)
    expect(await gateStore.keys()).toEqual(keys)
  })
})
