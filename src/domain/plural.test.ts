import { describe, expect, it } from 'vitest'
import { formatCount } from './plural.ts'

describe('formatCount', () => {
  it('is singular for one and plural otherwise, zero included', () => {
    expect(formatCount(1, 'socio', 'socios')).toBe('1 socio')
    expect(formatCount(1, 'mes', 'meses')).toBe('1 mes')
    expect(formatCount(0, 'socio', 'socios')).toBe('0 socios')
    expect(formatCount(2, 'año', 'años')).toBe('2 años')
    expect(formatCount(21, 'entrada', 'entradas')).toBe('21 entradas')
  })

  it('writes the number the Argentine way', () => {
    expect(formatCount(1234, 'socio', 'socios')).toBe('1.234 socios')
    // CLDR's 'many' (a million) takes the plural too.
    expect(formatCount(1_000_000, 'resultado', 'resultados')).toBe('1.000.000 resultados')
  })
})
