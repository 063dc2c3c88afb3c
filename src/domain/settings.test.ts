import { describe, expect, it } from 'vitest'
import { formatDireccion, formatHorario, formatTelefonoWhatsapp, whatsappLink } from './settings.ts'

describe('club settings helpers', () => {
  it('builds a WhatsApp chat link with the greeting text', () => {
    expect(whatsappLink('5492954123456', 'Hola!')).toBe('https://wa.me/5492954123456?text=Hola!')
  })

  it('shows an Argentine mobile number the way people write it', () => {
    expect(formatTelefonoWhatsapp('5492954123456')).toBe('+54 9 2954 12-3456')
    expect(formatTelefonoWhatsapp('34600111222')).toBe('+34600111222')
  })

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
