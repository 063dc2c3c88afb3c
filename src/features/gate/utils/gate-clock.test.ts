import { describe, expect, it } from 'vitest'
import { clockOffset, KEY_TRUST_MS, trustedKids } from './gate-clock'

describe('clockOffset', () => {
  it('reads how far the server runs ahead of the tablet from the Date header', () => {
    const sentAt = Date.parse('2026-11-24T10:00:00.000Z')
    // The tablet is 90 s behind: the server answered at 10:01:30 by its own clock.
    expect(clockOffset('Tue, 24 Nov 2026 10:01:30 GMT', sentAt, sentAt + 200)).toBe(90_400)
    expect(clockOffset('Tue, 24 Nov 2026 09:59:00 GMT', sentAt, sentAt)).toBe(-59_500)
  })

  it('is null without a readable header', () => {
    expect(clockOffset(null, 0, 0)).toBeNull()
    expect(clockOffset('ayer', 0, 0)).toBeNull()
  })
})

describe('trustedKids', () => {
  it('drops keys not confirmed for 7 days, and keys never confirmed', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z')
    const keys = [
      { kid: 'a', publicKey: 'x', lastConfirmed: now - 1000 },
      { kid: 'b', publicKey: 'x', lastConfirmed: now - KEY_TRUST_MS },
      { kid: 'c', publicKey: 'x', lastConfirmed: now - KEY_TRUST_MS - 1 },
      { kid: 'd', publicKey: 'x' },
    ]
    expect([...trustedKids(keys, now)]).toEqual(['a', 'b'])
  })
})
