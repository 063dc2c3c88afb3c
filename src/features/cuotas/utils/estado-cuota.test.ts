import { describe, expect, it } from 'vitest'
import { estadoVisible } from './estado-cuota'
import { avisoSinCategoria, resultadoGeneracion } from './generacion'
import { tituloPeriodo } from './periodo'
import { pesosTexto } from './pesos'

describe('estadoVisible', () => {
  it('a pending cuota past its due date reads Vencida; the rest by their state', () => {
    expect(estadoVisible({ estado: 'pendiente', vencida: false })).toBe('Pendiente')
    expect(estadoVisible({ estado: 'pendiente', vencida: true })).toBe('Vencida')
    expect(estadoVisible({ estado: 'pagada', vencida: false })).toBe('Pagada')
    expect(estadoVisible({ estado: 'anulada', vencida: false })).toBe('Anulada')
  })
})

describe('tituloPeriodo', () => {
  it('names the month with a capital, as a heading starts', () => {
    expect(tituloPeriodo('2026-11')).toBe('Noviembre 2026')
    expect(tituloPeriodo('2027-01')).toBe('Enero 2027')
  })
})

describe('pesosTexto', () => {
  it('is the amount without the sign, as parsePesos reads it back', () => {
    expect(pesosTexto(1_500_000)).toBe('15.000,00')
    expect(pesosTexto(5)).toBe('0,05')
  })
})

describe('resultadoGeneracion', () => {
  it('says how many were made, one in the singular, none as nothing new', () => {
    expect(resultadoGeneracion(0)).toBe('No había cuotas nuevas para generar')
    expect(resultadoGeneracion(1)).toBe('Se generó 1 cuota')
    expect(resultadoGeneracion(1234)).toBe('Se generaron 1.234 cuotas')
    expect(avisoSinCategoria(0)).toBeNull()
    expect(avisoSinCategoria(2)).toBe(
      '2 socios activos quedaron sin cuota: su categoría no es una de las del club.',
    )
  })
})
