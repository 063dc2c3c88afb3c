import { describe, expect, it } from 'vitest'
import { altaOutbox } from './alta-outbox'

describe('the registrations in the outbox', () => {
  it('are announced with the desk’s texts', () => {
    expect(altaOutbox.delivered(1)).toBe('Alta pendiente enviada')
    expect(altaOutbox.delivered(3)).toBe('3 altas pendientes enviadas')
    expect(altaOutbox.rejected(1)).toBe('El servidor rechazó un alta pendiente: revisá el detalle')
  })
})
