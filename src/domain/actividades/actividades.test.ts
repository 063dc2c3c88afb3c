import { describe, expect, it } from 'vitest'
import { describirEdades, describirHorarios, edadPermitida } from './actividades'

describe('an activity in words', () => {
  it('joins the days that share a time, Monday first', () => {
    expect(
      describirHorarios([
        { dia: 5, desde: '19:00', hasta: '20:00' },
        { dia: 1, desde: '19:00', hasta: '20:00' },
        { dia: 3, desde: '19:00', hasta: '20:00' },
      ]),
    ).toBe('Lunes, miércoles y viernes 19:00–20:00')
    expect(
      describirHorarios([
        { dia: 6, desde: '10:00', hasta: '11:00' },
        { dia: 3, desde: '09:00', hasta: '10:00' },
      ]),
    ).toBe('Miércoles 09:00–10:00, sábado 10:00–11:00')
    expect(describirHorarios([])).toBe('')
  })

  it('says the ages, or nothing for everyone', () => {
    expect(describirEdades(6, 12)).toBe('De 6 a 12 años')
    expect(describirEdades(18, null)).toBe('Desde 18 años')
    expect(describirEdades(null, 12)).toBe('Hasta 12 años')
    expect(describirEdades(null, null)).toBeNull()
  })

  it('lets in the edges of the range', () => {
    expect([5, 6, 12, 13].map((edad) => edadPermitida(edad, 6, 12))).toEqual([
      false,
      true,
      true,
      false,
    ])
    expect(edadPermitida(99, null, null)).toBe(true)
  })
})
