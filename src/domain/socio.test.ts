import { describe, expect, it } from 'vitest'
import { antiguedad, edad, esMenor, estadoHistorial, formatDni, iniciales } from './socio.ts'

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y!, m! - 1, d!)
}

describe('antiguedad', () => {
  it('counts months up to two whole years, then years', () => {
    expect(antiguedad('2026-11-22', day('2026-11-22'))).toBe('0 meses')
    expect(antiguedad('2026-10-23', day('2026-11-22'))).toBe('0 meses')
    expect(antiguedad('2026-10-22', day('2026-11-22'))).toBe('1 meses')
    expect(antiguedad('2025-11-22', day('2026-11-22'))).toBe('12 meses')
    expect(antiguedad('2024-11-23', day('2026-11-22'))).toBe('23 meses')
    expect(antiguedad('2024-11-22', day('2026-11-22'))).toBe('2 años')
    expect(antiguedad('1985-03-01', day('2026-11-22'))).toBe('41 años')
  })

  it('handles month ends and leap days', () => {
    expect(antiguedad('2026-01-31', day('2026-02-28'))).toBe('1 meses')
    expect(antiguedad('2024-02-29', day('2026-02-28'))).toBe('2 años')
  })
})

describe('edad and esMenor', () => {
  it('is 18 on the birthday, not the day before', () => {
    expect(edad('2008-11-22', day('2026-11-22'))).toBe(18)
    expect(esMenor('2008-11-22', day('2026-11-22'))).toBe(false)
    expect(esMenor('2008-11-23', day('2026-11-22'))).toBe(true)
  })

  it('counts a 29 February birthday on 28 February of other years', () => {
    expect(edad('2008-02-29', day('2026-02-28'))).toBe(18)
    expect(edad('2008-02-29', day('2026-02-27'))).toBe(17)
  })
})

describe('estadoHistorial', () => {
  it('follows the last entry by date', () => {
    expect(estadoHistorial([])).toEqual({ texto: 'Sin historial', color: 'gray' })
    expect(estadoHistorial([{ alta: '2020-01-01', baja: null }])).toEqual({
      texto: 'Activo',
      color: 'green',
    })
    expect(
      estadoHistorial([
        { alta: '2021-05-01', baja: '2022-01-01' },
        { alta: '2019-01-01', baja: null },
      ]),
    ).toEqual({ texto: 'Inactivo', color: 'red' })
  })
})

describe('iniciales', () => {
  it('takes apellido then nombre, upper-cased, accents kept', () => {
    expect(iniciales('Núñez', 'josé')).toBe('NJ')
    expect(iniciales(' ángel', 'Ema')).toBe('ÁE')
    expect(iniciales('', 'Ana')).toBe('A')
  })
})

describe('formatDni', () => {
  it('groups thousands with dots', () => {
    expect(formatDni('30123456')).toBe('30.123.456')
    expect(formatDni(5123456)).toBe('5.123.456')
    expect(formatDni('30.123.456')).toBe('30.123.456')
    expect(formatDni('')).toBe('')
  })
})
