import { describe, expect, it } from 'vitest'
import { formatDireccion, formatHorario, whatsappLink } from './settings.ts'

describe('club settings helpers', () => {
  it('builds a WhatsApp chat link with the greeting text', () => {
    expect(whatsappLink('5492954123456', 'Hola!')).toBe('https://wa.me/5492954123456?text=Hola!')
  })

  it('formats the secretary hours', () => {
    expect(formatHorario({ dias: 'Lunes a viernes', desde: '17:00', hasta: '21:00' })).toBe(
      'Lunes a viernes de 17:00 a 21:00',
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
