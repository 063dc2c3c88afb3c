import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ok, server } from '@/test/msw-server'
import { gateStore } from './gate-store'
import { syncKeys } from './gate-sync'

vi.mock('idb-keyval', () => import('../../../test/memory-idb-keyval'))

describe('syncKeys', () => {
  afterEach(async () => {
    const { clear } = await import('idb-keyval')
    await clear()
  })

  it('keeps the clock offset from the Date header and stamps each key as confirmed then', async () => {
    // The server's clock runs an hour ahead of this tablet's.
    const serverNow = new Date(Math.floor(Date.now() / 1000) * 1000 + 3600_000)
    server.use(
      http.get(api('gate/keys'), () =>
        ok(
          { keys: [{ kid: 'k1', publicKey: 'p1', createdAt: serverNow.toISOString() }] },
          undefined,
          { headers: { Date: serverNow.toUTCString() } },
        ),
      ),
    )
    const { keys, offsetMs } = await syncKeys()
    expect(Math.abs(offsetMs - 3600_000)).toBeLessThan(2000)
    expect(await gateStore.clockOffset()).toBe(offsetMs)
    expect(keys).toEqual([{ kid: 'k1', publicKey: 'p1', lastConfirmed: expect.any(Number) }])
    expect(Math.abs(keys[0]!.lastConfirmed! - serverNow.getTime())).toBeLessThan(2000)
    expect(await gateStore.keys()).toEqual(keys)
  })
})
