import { describe, expect, it } from 'vitest'
import { diaDelClub, hoyDelClub } from './fecha'

describe('diaDelClub', () => {
  it('is the calendar day in Argentina (UTC−3), not in UTC', () => {
    expect(diaDelClub(new Date('2026-11-23T01:30:00Z'))).toBe('2026-11-22')
    expect(diaDelClub(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23')
    expect(diaDelClub(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31')
  })
})

describe('hoyDelClub', () => {
  it("is a Date whose own day is the club's day", () => {
    const hoy = hoyDelClub(new Date('2026-11-23T01:30:00Z'))
    expect([hoy.getFullYear(), hoy.getMonth() + 1, hoy.getDate()]).toEqual([2026, 11, 22])
  })
})
