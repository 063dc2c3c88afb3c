import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from './format'

describe('es-AR formatting', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(30123456)).toBe('30.123.456')
  })

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2008-03-09')).toBe('09/03/2008')
    expect(formatDate(new Date(Date.UTC(2024, 11, 31)))).toBe('31/12/2024')
  })
})
