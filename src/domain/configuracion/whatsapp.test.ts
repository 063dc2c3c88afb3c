import { describe, expect, it } from 'vitest'
import { formatTelefonoWhatsapp, numeroWhatsapp, whatsappLink } from './whatsapp.ts'

describe('WhatsApp', () => {
  it('builds a WhatsApp chat link with the greeting text', () => {
    expect(whatsappLink('5492954123456', 'Hola!')).toBe('https://wa.me/5492954123456?text=Hola!')
  })

  it('reads a member’s phone as an international WhatsApp number', () => {
    expect(numeroWhatsapp('2954123456')).toBe('5492954123456')
    expect(numeroWhatsapp('02954123456')).toBe('5492954123456')
    expect(numeroWhatsapp('5492954123456')).toBe('5492954123456')
    expect(numeroWhatsapp('')).toBeNull()
    expect(numeroWhatsapp(null)).toBeNull()
  })

  it('shows an Argentine mobile number the way people write it', () => {
    expect(formatTelefonoWhatsapp('5492954123456')).toBe('+54 9 2954 12-3456')
    expect(formatTelefonoWhatsapp('34600111222')).toBe('+34600111222')
  })
})
