import { describe, expect, it } from 'vitest'
import type { RosterSocio } from './gate-api'
import { decideGate } from './gate-verdict'

const socio = (estado = 'Activo'): RosterSocio => ({
  id: 7,
  nombre: 'Ana',
  apellido: 'Pérez',
  apodo: null,
  documento: '30123456',
  estado,
  vencimiento: null,
  alDia: null,
  fotoVersion: null,
})
const ok = { ok: true, claims: { kid: 'k', socioId: 7, iat: 100, exp: 400 } } as const

describe('decideGate', () => {
  it('lets an active member in', () => {
    expect(
      decideGate({ verification: ok, socio: socio(), firstSeenAt: undefined, nowSeconds: 200 }),
    ).toMatchObject({ veredicto: 'permitido', motivo: 'Puede ingresar' })
  })

  it('denies an inactive or pending member, naming the estado', () => {
    for (const [estado, motivo] of [
      ['Inactivo', 'Socio inactivo'],
      ['Pendiente', 'Socio pendiente'],
    ]) {
      expect(
        decideGate({
          verification: ok,
          socio: socio(estado),
          firstSeenAt: undefined,
          nowSeconds: 200,
        }),
      ).toMatchObject({ veredicto: 'denegado', motivo })
    }
  })

  it('flags a code already used on this tablet, with how long ago', () => {
    expect(
      decideGate({ verification: ok, socio: socio(), firstSeenAt: 150, nowSeconds: 212 }),
    ).toMatchObject({ veredicto: 'denegado', motivo: 'Código ya usado hace 62 s' })
  })

  it('explains a bad or expired code, and an unknown member', () => {
    const verdict = (reason: 'expired' | 'bad-signature' | 'unknown-key') =>
      decideGate({
        verification: { ok: false, reason },
        socio: socio(),
        firstSeenAt: undefined,
        nowSeconds: 200,
      }).motivo
    expect(verdict('expired')).toBe('Código QR vencido: pedile al socio que lo actualice')
    expect(verdict('bad-signature')).toBe('Código QR inválido')
    expect(verdict('unknown-key')).toBe('Código QR inválido')
    expect(
      decideGate({ verification: ok, socio: undefined, firstSeenAt: undefined, nowSeconds: 200 }),
    ).toMatchObject({ veredicto: 'denegado', motivo: 'Socio no encontrado' })
  })
})
