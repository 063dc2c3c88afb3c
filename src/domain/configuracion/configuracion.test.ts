import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { clubSettingsSchema, formatDireccion, formatHorario } from './configuracion.ts'

describe('club settings helpers', () => {
  it('formats the secretary hours', () => {
    expect(formatHorario({ dias: 'lunes a viernes', desde: '17:00', hasta: '21:00' })).toBe(
      'lunes a viernes de 17:00 a 21:00',
    )
  })

  it('formats the address', () => {
    expect(
      formatDireccion({
        calle: 'Av. San Martín 850',
        ciudad: 'Santa Rosa',
        provincia: 'La Pampa',
        codigoPostal: 'L6300',
        lat: 0,
        lng: 0,
      }),
    ).toBe('Av. San Martín 850, Santa Rosa, La Pampa')
  })
})

describe('vigenciaSocio', () => {
  const schema = clubSettingsSchema.entries.vigenciaSocio

  it('is the end of the calendar year when the settings were saved without it', () => {
    expect(v.parse(schema, undefined)).toEqual({ tipo: 'fin-de-año' })
  })

  it('takes a number of months from 1 to 120, whole', () => {
    expect(v.parse(schema, { tipo: 'meses', meses: 12 })).toEqual({ tipo: 'meses', meses: 12 })
    for (const meses of [0, 121, 1.5]) expect(v.is(schema, { tipo: 'meses', meses })).toBe(false)
    expect(v.is(schema, { tipo: 'semanas' })).toBe(false)
  })
})
