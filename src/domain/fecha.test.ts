import { describe, expect, it } from 'vitest'
import { diaDelClub, hoyDelClub, ZONA_DEL_CLUB } from './fecha'

describe('diaDelClub', () => {
  it('is the calendar day in Argentina (UTC−3), not in UTC', () => {
    expect(diaDelClub(new Date('2026-11-23T01:30:00Z'))).toBe('2026-11-22')
    expect(diaDelClub(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23')
    expect(diaDelClub(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31')
  })

  it("agrees with the time-zone data around each midnight of 2010–2035 (Argentina's fixed offset)", () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONA_DEL_CLUB,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    const differ: string[] = []
    const hour = 60 * 60 * 1000
    // Midnight at −03:00 is 03:00 UTC; a daylight-saving hour would move it to 02:00 or 04:00.
    for (let day = Date.UTC(2010, 0, 1); day < Date.UTC(2036, 0, 1); day += 24 * hour) {
      for (const t of [1, 2, 3, 4].map((h) => day + h * hour)) {
        if (diaDelClub(new Date(t)) !== zone.format(t)) differ.push(new Date(t).toISOString())
      }
    }
    expect(differ).toEqual([])
  })
})

describe('hoyDelClub', () => {
  it("is a Date whose own day is the club's day", () => {
    const hoy = hoyDelClub(new Date('2026-11-23T01:30:00Z'))
    expect([hoy.getFullYear(), hoy.getMonth() + 1, hoy.getDate()]).toEqual([2026, 11, 22])
  })
})
