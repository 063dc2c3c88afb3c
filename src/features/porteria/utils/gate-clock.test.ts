import { describe, expect, it } from 'vitest'
import { KEY_TRUST_MS, trustedKids } from './gate-clock'

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
