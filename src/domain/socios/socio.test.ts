import { describe, expect, it } from 'vitest'
import {
  categoriaInicial,
  categoriaInvalida,
  ESTADOS_SOCIO,
  antiguedad,
  digitosDni,
  edad,
  esMenor,
  estadoHistorial,
  formatDni,
  iniciales,
  vencimientoDesde,
  type EstadoSocio,
} from './socio.ts'

/** A local calendar day (optionally at a time of day), never the real clock. */
const day = (iso: string, hours = 12, minutes = 0) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y!, m! - 1, d!, hours, minutes)
}

describe('antiguedad', () => {
  const today = day('2026-11-22')

  it.each([
    ['2026-11-22', '0 meses'],
    ['2026-10-23', '0 meses'],
    ['2026-10-22', '1 mes'],
    ['2026-10-21', '1 mes'],
    ['2025-12-22', '11 meses'],
    ['2025-11-23', '11 meses'],
    ['2025-11-22', '12 meses'],
    ['2025-11-21', '12 meses'],
    ['2024-12-22', '23 meses'],
    ['2024-11-23', '23 meses'],
    ['2024-11-22', '2 años'],
    ['2024-11-21', '2 años'],
    ['2023-12-22', '2 años'],
    ['2023-11-22', '3 años'],
    ['1985-03-01', '41 años'],
  ])('alta %s on 2026-11-22 → %s', (alta, expected) => {
    expect(antiguedad(alta, today)).toBe(expected)
  })

  it('shows exactly one year as months, because years show only when more than one', () => {
    expect(antiguedad('2025-03-15', day('2026-03-15'))).toBe('12 meses')
    expect(antiguedad('2025-03-15', day('2027-03-14'))).toBe('23 meses')
    expect(antiguedad('2025-03-15', day('2027-03-15'))).toBe('2 años')
  })

  it.each([
    ['2026-01-31', '2026-02-27', '0 meses'],
    ['2026-01-31', '2026-02-28', '1 mes'],
    ['2026-01-30', '2026-02-28', '1 mes'],
    ['2028-01-31', '2028-02-28', '0 meses'],
    ['2028-01-31', '2028-02-29', '1 mes'],
    ['2026-03-31', '2026-04-29', '0 meses'],
    ['2026-03-31', '2026-04-30', '1 mes'],
    ['2026-01-31', '2026-03-30', '1 mes'],
    ['2026-01-31', '2026-03-31', '2 meses'],
    ['2025-12-31', '2026-01-31', '1 mes'],
    ['2025-12-31', '2026-01-30', '0 meses'],
  ])('completes months at month ends: alta %s on %s → %s', (alta, hoy, expected) => {
    expect(antiguedad(alta, day(hoy))).toBe(expected)
  })

  it.each([
    ['2026-02-27', '23 meses'],
    ['2026-02-28', '2 años'],
    ['2026-03-01', '2 años'],
    ['2028-02-28', '3 años'],
    ['2028-02-29', '4 años'],
  ])('counts an alta of 29 February 2024 on %s → %s', (hoy, expected) => {
    expect(antiguedad('2024-02-29', day(hoy))).toBe(expected)
  })

  it('ignores the time of day of today', () => {
    expect(antiguedad('2024-11-22', day('2026-11-21', 23, 59))).toBe('23 meses')
    expect(antiguedad('2024-11-22', day('2026-11-22', 0, 0))).toBe('2 años')
  })

  it('reads only the date part of a timestamp-like alta', () => {
    expect(antiguedad('2024-11-22T02:00:00.000Z', day('2026-11-22'))).toBe('2 años')
  })

  it('shows a future alta as 0 meses, never negative', () => {
    expect(antiguedad('2027-01-01', day('2026-11-22'))).toBe('0 meses')
  })
})

describe('edad', () => {
  it.each([
    ['2026-11-21', 17],
    ['2026-11-22', 18],
    ['2026-11-23', 18],
    ['2027-11-21', 18],
    ['2027-11-22', 19],
  ])('born 2008-11-22, on %s is %i', (hoy, expected) => {
    expect(edad('2008-11-22', day(hoy))).toBe(expected)
  })

  it.each([
    ['2026-02-27', 17],
    ['2026-02-28', 18],
    ['2026-03-01', 18],
    ['2028-02-28', 19],
    ['2028-02-29', 20],
  ])('born 29 February 2008, on %s is %i', (hoy, expected) => {
    expect(edad('2008-02-29', day(hoy))).toBe(expected)
  })

  it('turns a year older across the new year only on the birthday', () => {
    expect(edad('2008-01-01', day('2025-12-31'))).toBe(17)
    expect(edad('2008-01-01', day('2026-01-01'))).toBe(18)
    expect(edad('2000-12-31', day('2018-12-30'))).toBe(17)
    expect(edad('2000-12-31', day('2018-12-31'))).toBe(18)
  })

  it('is 0 for a newborn and for a baby of some months', () => {
    expect(edad('2026-11-22', day('2026-11-22'))).toBe(0)
    expect(edad('2025-11-23', day('2026-11-22'))).toBe(0)
    expect(edad('2025-11-22', day('2026-11-22'))).toBe(1)
  })

  it('ignores the time of day of today', () => {
    expect(edad('2008-11-22', day('2026-11-21', 23, 59))).toBe(17)
    expect(edad('2008-11-22', day('2026-11-22', 0, 0))).toBe(18)
  })

  it('counts the years of an older member', () => {
    expect(edad('1950-06-15', day('2026-06-14'))).toBe(75)
    expect(edad('1950-06-15', day('2026-06-15'))).toBe(76)
  })
})

describe('esMenor', () => {
  it('is a minor the day before turning 18 and not on the birthday', () => {
    expect(esMenor('2008-11-22', day('2026-11-21'))).toBe(true)
    expect(esMenor('2008-11-22', day('2026-11-22'))).toBe(false)
    expect(esMenor('2008-11-22', day('2026-11-23'))).toBe(false)
  })

  it('lets someone born on 29 February come of age on 28 February of a common year', () => {
    expect(esMenor('2008-02-29', day('2026-02-27'))).toBe(true)
    expect(esMenor('2008-02-29', day('2026-02-28'))).toBe(false)
  })

  it('treats children and adults as such', () => {
    expect(esMenor('2020-05-05', day('2026-11-22'))).toBe(true)
    expect(esMenor('1980-05-05', day('2026-11-22'))).toBe(false)
  })
})

describe('estadoHistorial', () => {
  it('has no status without history', () => {
    expect(estadoHistorial([])).toEqual({ texto: 'Sin historial', color: 'gray' })
  })

  it('is active when the only entry has no baja and inactive when it has one', () => {
    expect(estadoHistorial([{ alta: '2020-01-01', baja: null }])).toEqual({
      texto: 'Activo',
      color: 'green',
    })
    expect(estadoHistorial([{ alta: '2020-01-01', baja: '2021-01-01' }])).toEqual({
      texto: 'Inactivo',
      color: 'red',
    })
  })

  it('follows the last entry of a chronological history', () => {
    expect(
      estadoHistorial([
        { alta: '2018-01-01', baja: '2019-01-01' },
        { alta: '2020-03-01', baja: null },
      ]),
    ).toEqual({ texto: 'Activo', color: 'green' })
    expect(
      estadoHistorial([
        { alta: '2018-01-01', baja: '2019-01-01' },
        { alta: '2020-03-01', baja: null },
        { alta: '2022-07-01', baja: '2023-02-01' },
      ]),
    ).toEqual({ texto: 'Inactivo', color: 'red' })
  })

  it('takes the entry with the latest alta when the history is unsorted', () => {
    expect(
      estadoHistorial([
        { alta: '2021-05-01', baja: '2022-01-01' },
        { alta: '2019-01-01', baja: null },
      ]),
    ).toEqual({ texto: 'Inactivo', color: 'red' })
    expect(
      estadoHistorial([
        { alta: '2023-05-01', baja: null },
        { alta: '2019-01-01', baja: '2020-01-01' },
        { alta: '2021-01-01', baja: '2022-01-01' },
      ]),
    ).toEqual({ texto: 'Activo', color: 'green' })
  })

  it('takes the later entry when two share the same alta', () => {
    expect(
      estadoHistorial([
        { alta: '2021-05-01', baja: '2021-05-01' },
        { alta: '2021-05-01', baja: null },
      ]),
    ).toEqual({ texto: 'Activo', color: 'green' })
  })

  it('does not reorder the caller’s array', () => {
    const historial = Object.freeze([
      { alta: '2021-05-01', baja: null },
      { alta: '2019-01-01', baja: '2020-01-01' },
    ])
    expect(estadoHistorial(historial).texto).toBe('Activo')
    expect(historial.map((entry) => entry.alta)).toEqual(['2021-05-01', '2019-01-01'])
  })
})

describe('iniciales', () => {
  it('takes the first letter of apellido then nombre, upper-cased', () => {
    expect(iniciales('Pérez', 'Juan')).toBe('PJ')
    expect(iniciales('gómez', 'lucía')).toBe('GL')
  })

  it('keeps accented and Spanish letters', () => {
    expect(iniciales('ángel', 'Ema')).toBe('ÁE')
    expect(iniciales('Ñandú', 'éter')).toBe('ÑÉ')
    expect(iniciales('Núñez', 'josé')).toBe('NJ')
    expect(iniciales('über', 'ítalo')).toBe('ÜÍ')
  })

  it('keeps an accent written as a combining mark with its letter', () => {
    expect(iniciales('a\u0301ngel', 'e\u0301rica')).toBe('\u00c1\u00c9')
  })

  it('trims surrounding spaces', () => {
    expect(iniciales('  ángel ', '\tbeatriz ')).toBe('ÁB')
  })

  it('leaves out an empty or blank part', () => {
    expect(iniciales('', 'Ana')).toBe('A')
    expect(iniciales('Ruiz', '')).toBe('R')
    expect(iniciales('   ', 'ana')).toBe('A')
    expect(iniciales('', '')).toBe('')
  })
})

describe('formatDni', () => {
  it.each([
    ['30123456', '30.123.456'],
    ['5123456', '5.123.456'],
    ['45000001', '45.000.001'],
    ['1000000', '1.000.000'],
  ])('groups %s as %s', (documento, expected) => {
    expect(formatDni(documento)).toBe(expected)
  })

  it('accepts numbers', () => {
    expect(formatDni(30123456)).toBe('30.123.456')
    expect(formatDni(5123456)).toBe('5.123.456')
  })

  it('ignores dots, spaces and other non-digits in the input', () => {
    expect(formatDni('30.123.456')).toBe('30.123.456')
    expect(formatDni('5.123.456')).toBe('5.123.456')
    expect(formatDni(' 30 123 456 ')).toBe('30.123.456')
    expect(formatDni('DNI: 30-123-456')).toBe('30.123.456')
  })

  it('formats short numbers without a leading dot', () => {
    expect(formatDni('123')).toBe('123')
    expect(formatDni('1234')).toBe('1.234')
    expect(formatDni('123456')).toBe('123.456')
  })

  it('drops leading zeros', () => {
    expect(formatDni('05123456')).toBe('5.123.456')
    expect(formatDni('0')).toBe('0')
  })

  it('is empty for an empty or digitless input', () => {
    expect(formatDni('')).toBe('')
    expect(formatDni('  ')).toBe('')
    expect(formatDni('abc')).toBe('')
  })
})

describe('ESTADOS_SOCIO', () => {
  it('lists the three member states of the product', () => {
    const pendiente: EstadoSocio = 'Pendiente'
    expect(ESTADOS_SOCIO).toEqual(['Activo', 'Inactivo', 'Pendiente'])
    expect(ESTADOS_SOCIO).toContain(pendiente)
  })
})

describe('digitosDni', () => {
  it('keeps only digits, at most 8', () => {
    expect(digitosDni('11.111.111x9')).toBe('11111111')
    expect(digitosDni('30 123')).toBe('30123')
    expect(digitosDni('abc')).toBe('')
  })
})

describe('vencimientoDesde', () => {
  const finDeAnio = { tipo: 'fin-de-año' } as const
  const meses = (n: number) => ({ tipo: 'meses', meses: n }) as const

  it.each([
    ['2026-11-24', '2026-12-31'],
    ['2026-01-01', '2026-12-31'],
    ['2026-12-30', '2026-12-31'],
    // A term never ends on the day it starts: 31 December runs to the next year's end.
    ['2026-12-31', '2027-12-31'],
    ['2028-02-29', '2028-12-31'],
  ])('runs a membership started on %s to the end of the year: %s', (desde, hasta) => {
    expect(vencimientoDesde(desde, finDeAnio)).toBe(hasta)
  })

  it.each([
    ['2026-11-24', 12, '2027-11-24'],
    ['2026-11-24', 1, '2026-12-24'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-03-15', 120, '2036-03-15'],
  ])('from %s, %i months end on %s (date to date)', (desde, n, hasta) => {
    expect(vencimientoDesde(desde, meses(n))).toBe(hasta)
  })
})

describe('categoriaInicial', () => {
  const club = ['Activo', 'Cadete', 'Jubilado', 'Vitalicio']

  it('gives a minor Cadete and anyone else Activo', () => {
    expect(categoriaInicial(club, true)).toBe('Cadete')
    expect(categoriaInicial(club, false)).toBe('Activo')
  })

  it("gives the club's first category when it has no Cadete or Activo", () => {
    expect(categoriaInicial(['Pleno', 'Infantil'], true)).toBe('Pleno')
    expect(categoriaInicial(['Pleno', 'Activo'], true)).toBe('Pleno')
    expect(categoriaInicial(['Pleno', 'Activo'], false)).toBe('Activo')
  })
})

describe('categoriaInvalida', () => {
  it("names the club's categories", () => {
    expect(categoriaInvalida(['Activo', 'Cadete', 'Jubilado'])).toBe(
      'Categoría inválida: Activo, Cadete o Jubilado',
    )
    expect(categoriaInvalida(['Pleno'])).toBe('Categoría inválida: Pleno')
  })
})
