import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  clubSettingsSchema,
  IMPORTE_INVALIDO,
  type ClubSettings,
} from '@/domain/configuracion/configuracion'
import { fieldErrors } from '@/domain/validation'
import { clubDePrueba } from '@/test/club-settings'
import { getIn, mover, setIn, toForm, toSettingsInput } from './settings-form'

const club = clubDePrueba

describe('the settings form', () => {
  it('gives back the same settings it was made from', () => {
    expect(v.parse(clubSettingsSchema, toSettingsInput(toForm(club)))).toEqual(club)
  })

  it('shows amounts in pesos and reads them back as centavos', () => {
    const form = toForm(club)
    expect(form.categorias.map((c) => c.importe)).toEqual([
      '15.000,00',
      '8.000,00',
      '9.000,00',
      '0,00',
    ])
    const typed = setIn(form, 'categorias.0.importe', '17.500,5')
    const settings = v.parse(clubSettingsSchema, toSettingsInput(typed))
    expect(settings.categorias[0]).toEqual({ nombre: 'Activo', importe: 1_750_050 })
  })

  it('keeps what was typed wrong, and the schema names the field', () => {
    let form = setIn(toForm(club), 'categorias.1.importe', 'doce')
    form = setIn(form, 'direccion.lat', '-36,62')
    form = setIn(form, 'telefono', '')
    expect(getIn(form, 'categorias.1.importe')).toBe('doce')
    const input = toSettingsInput(form) as ClubSettings
    expect(input.direccion.lat).toBe(-36.62)
    expect(input.telefono).toBeUndefined()
    expect(fieldErrors(clubSettingsSchema, input)).toEqual({
      'categorias.1.importe': IMPORTE_INVALIDO,
    })
  })

  it('moves a row without touching the others', () => {
    expect(mover(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    const form = toForm(club)
    expect(setIn(form, 'hero.0.alt', 'Otra').sponsors).toBe(form.sponsors)
  })
})
