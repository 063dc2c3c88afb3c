import { describe, expect, it } from 'vitest'
import { diaDelClub } from './fecha'

describe('diaDelClub', () => {
  it('is the calendar day in Argentina (UTC−3), not in UTC', () => {
    expect(diaDelClub(new Date('2026-11-23T01:30:00Z'))).toBe('2026-11-22')
    expect(diaDelClub(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23')
    expect(diaDelClub(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31')
  })
})
