import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { clubSettingsSchema, IMPORTE_INVALIDO, type ClubSettings } from '@/domain/settings'
import { fieldErrors } from '@/domain/validation'
import { getIn, mover, setIn, toForm, toSettingsInput } from './settings-form'

const club: ClubSettings = v.parse(clubSettingsSchema, {
  nombre: 'Club Social y Deportivo Santa Rosa',
  nombreCorto: 'Club Santa Rosa',
  descripcion: 'Club de Santa Rosa, La Pampa.',
  escudo: '/crest.svg',
  whatsapp: '5492954123456',
  email: 'secretaria@example.com',
  horarioSecretaria: { dias: 'lunes a viernes', desde: '17:00', hasta: '21:00' },
  direccion: {
    calle: 'Av. San Martín 850',
    ciudad: 'Santa Rosa',
    provincia: 'La Pampa',
    codigoPostal: 'L6300',
    lat: -36.6203,
    lng: -64.2906,
  },
  pagos: {
    presencial: ['Efectivo', 'Código QR'],
    transferencia: {
      banco: 'Banco de La Pampa',
      titular: 'Club',
      cuit: '30-00000000-0',
      cbu: '0930000200000000000000',
      alias: 'CLUB.SANTAROSA.CUOTA',
    },
    deposito: { banco: 'Banco de La Pampa', cuenta: 'Cuenta corriente 1' },
    comprobante: { email: 'tesoreria@example.com', whatsapp: '5492954123456' },
  },
  hero: [{ src: '/images/hero/hero-01', alt: 'La cancha' }],
  sponsors: [{ nombre: 'Farmacia', src: '/images/sponsors/sponsor-1', alt: 'Banner' }],
})

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
