import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  cuotasVencidas,
  descuentoCentavos,
  estadoCuotaTexto,
  nombrePeriodo,
  periodoActual,
  periodoSchema,
  porcentajeDescuentoFamiliar,
  vencimientoDe,
} from './cuotas'

describe('porcentajeDescuentoFamiliar', () => {
  it('grows 5 points a member from the second, up to 20', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(porcentajeDescuentoFamiliar)).toEqual([
      0, 0, 5, 10, 15, 20, 20,
    ])
  })
})

describe('descuentoCentavos', () => {
  it('rounds down to the centavo', () => {
    expect(descuentoCentavos(1_000_000, 5)).toBe(50_000)
    expect(descuentoCentavos(333, 10)).toBe(33)
    expect(descuentoCentavos(800_000, 0)).toBe(0)
  })
})

describe('cuotasVencidas', () => {
  it('counts only what is past due: due today is not late yet', () => {
    expect(cuotasVencidas([], '2026-11-24')).toBe(0)
    expect(cuotasVencidas(['2026-11-24'], '2026-11-24')).toBe(0)
    expect(cuotasVencidas(['2026-11-23', '2026-10-10', '2026-12-10'], '2026-11-24')).toBe(2)
  })

  it('is said aloud at the gate', () => {
    expect(estadoCuotaTexto(0)).toBe('Cuota al día')
    expect(estadoCuotaTexto(1)).toBe('Debe 1 cuota')
    expect(estadoCuotaTexto(3)).toBe('Debe 3 cuotas')
  })
})

describe('periods', () => {
  it('accepts YYYY-MM months only', () => {
    expect(v.is(periodoSchema, '2026-11')).toBe(true)
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01', '1999-12']) {
      expect(v.is(periodoSchema, bad), bad).toBe(false)
    }
  })

  it('names the month and its due date', () => {
    expect(nombrePeriodo('2026-11')).toBe('noviembre 2026')
    expect(vencimientoDe('2026-11', 10)).toBe('2026-11-10')
  })
})

describe('periodoActual', () => {
  it("is the club's month, not UTC's: 1 December 01:00 UTC is still November in Santa Rosa", () => {
    expect(periodoActual(new Date('2026-12-01T01:00:00Z'))).toBe('2026-11')
    expect(periodoActual(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12')
  })
})
