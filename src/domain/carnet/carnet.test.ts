import { describe, expect, it } from 'vitest'
import { hasCard } from './carnet.ts'

describe('hasCard', () => {
  it('needs a member record linked to the account', () => {
    expect(hasCard({ level: 1, socio_id: 7 })).toBe(true)
    expect(hasCard({ level: 3, socio_id: 7 })).toBe(true)
    expect(hasCard({ level: 3, socio_id: null })).toBe(false)
    expect(hasCard({ level: 1, socio_id: null })).toBe(false)
    // A record linked to an account the club has not made a member's yet.
    expect(hasCard({ level: 0, socio_id: 7 })).toBe(false)
  })
})
