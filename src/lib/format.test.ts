import { describe, expect, it } from 'vitest'
import { formatClubDateTime, formatDate, formatDateTime, formatNumber, formatTime } from './format'

describe('es-AR formatting', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(30123456)).toBe('30.123.456')
  })

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2008-03-09')).toBe('09/03/2008')
    expect(formatDate(new Date(Date.UTC(2024, 11, 31)))).toBe('31/12/2024')
  })

  it('shows a moment as DD/MM/YYYY, HH:mm in the device time, midnight as 00:00', () => {
    const midnight = new Date(2026, 10, 29, 0, 5).getTime()
    expect(formatDateTime(midnight)).toBe('29/11/2026, 00:05')
    expect(formatTime(midnight)).toBe('00:05')
    expect(formatDateTime(new Date(2026, 0, 1, 23, 59).getTime())).toBe('01/01/2026, 23:59')
  })

  it('shows a moment in the club time zone the same way', () => {
    expect(formatClubDateTime(Date.UTC(2026, 10, 29, 3, 5))).toBe('29/11/2026, 00:05')
  })
})
