import { describe, expect, it } from 'vitest'
import { formatPesos, IMPORTE_MAXIMO, parsePesos } from './dinero'

describe('formatPesos', () => {
  it('shows centavos as es-AR pesos', () => {
    expect(formatPesos(1_234_500)).toBe('$\u00a012.345,00')
    expect(formatPesos(5)).toBe('$\u00a00,05')
    expect(formatPesos(0)).toBe('$\u00a00,00')
    expect(formatPesos(-150)).toBe('-$\u00a01,50')
  })
})

describe('parsePesos', () => {
  it('reads what a treasurer types', () => {
    expect(parsePesos('12.345,50')).toBe(1_234_550)
    expect(parsePesos('$ 12.345')).toBe(1_234_500)
    expect(parsePesos('12345.5')).toBe(1_234_550)
    expect(parsePesos('8000')).toBe(800_000)
    expect(parsePesos('0,5')).toBe(50)
  })

  it('refuses what is not an amount, and amounts past the limit', () => {
    for (const texto of ['', 'doce', '1,2,3', '-5', '12.34.5', '1,234']) {
      expect(parsePesos(texto), texto).toBeNull()
    }
    expect(parsePesos('10.000.000')).toBe(IMPORTE_MAXIMO)
    expect(parsePesos('10.000.000,01')).toBeNull()
    expect(parsePesos('99999999999999999999')).toBeNull()
  })
})
