import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliverBeforeSignOut, registerSignOutQueue, type SignOutQueue } from './sign-out-queues'

/** A queue of `waiting` records that delivering empties, or fails to. */
const queue = (waiting: number, delivers: boolean): SignOutQueue & { left: number } => {
  const q = {
    left: waiting,
    count: async () => q.left,
    deliver: async () => {
      if (!delivers) throw new TypeError('Failed to fetch')
      q.left = 0
    },
  }
  return q
}

describe('before signing out', () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get')
  afterEach(() => onLine.mockReset())

  it('online, delivers every queue and counts only what could not be sent', async () => {
    onLine.mockReturnValue(true)
    const checkins = queue(3, true)
    registerSignOutQueue(checkins)
    expect(await deliverBeforeSignOut([queue(2, false)])).toBe(2)
    expect(checkins.left).toBe(0)
  })

  it('offline, sends nothing and counts everything', async () => {
    onLine.mockReturnValue(false)
    const outbox = queue(1, true)
    registerSignOutQueue(queue(4, true))
    expect(await deliverBeforeSignOut([outbox])).toBe(5)
    expect(outbox.left).toBe(1)
  })
})
