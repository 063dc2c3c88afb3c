import { describe, expect, it } from 'vitest'
import { ACCIONES, type Accion } from '@/domain/auditoria/auditoria'
import type { AuditoriaEntrada } from '@/domain/auditoria/auditoria-api'
import { detalleTexto } from './detalle'

const entrada = (
  accion: Accion,
  detalle: AuditoriaEntrada['detalle'],
  socio?: AuditoriaEntrada['socio'],
): AuditoriaEntrada => ({
  id: 1,
  at: '2026-11-10T14:05:00.000Z',
  actor: { id: 4, email: 'jefa@club.example' },
  ip: null,
  accion,
  detalle,
  ...(socio === undefined ? {} : { socio }),
})

describe("the activity log's 'Detalle'", () => {
  it('a payment: the receipt, the member by name, the amount in pesos, the medio and the cuotas', () => {
    const pago = entrada(
      'pago',
      {
        pago: 123,
        socio: 31,
        cuotas: [801],
        importe: 4_500_000,
        medio: 'efectivo',
        periodos: ['2026-11'],
      },
      { id: 31, nombre: 'Pérez, Ana' },
    )
    expect(detalleTexto(pago)).toBe(
      'Recibo N° 000123 · Pérez, Ana (Socio #31) · Importe $\u00a045.000,00 · Efectivo · Cuota noviembre 2026',
    )
    // An older entry without the periods, of a member no longer there: the number of cuotas and the member's number.
    const viejo = entrada(
      'pago',
      { pago: 7, socio: 31, cuotas: [801, 802], importe: 3_000_000, medio: 'transferencia' },
      null,
    )
    expect(detalleTexto(viejo)).toBe(
      'Recibo N° 000007 · Socio #31 · Importe $\u00a030.000,00 · Transferencia bancaria · 2 cuotas',
    )
  })

  it('an annulled cuota: its month, the member and the reason', () => {
    const anulada = entrada(
      'cuota-anulada',
      { cuota: 801, socio: 31, periodo: '2026-11', motivo: 'Cargada por error' },
      { id: 31, nombre: 'Pérez, Ana' },
    )
    expect(detalleTexto(anulada)).toBe(
      'Cuota noviembre 2026 · Pérez, Ana (Socio #31) · Motivo: Cargada por error',
    )
  })

  it('a phone of the card: its name and the member, not the id nor the algorithm', () => {
    const registrado = entrada(
      'dispositivo-registrado',
      { socio: 31, dispositivo: 9, nombre: 'iPhone de Ana', alg: 'Ed25519' },
      { id: 31, nombre: 'Pérez, Ana' },
    )
    expect(detalleTexto(registrado)).toBe('Dispositivo «iPhone de Ana» · Pérez, Ana (Socio #31)')
  })

  it('a member edit names the fields as the screens do', () => {
    const editado = entrada('socio-editado', {
      socioId: 31,
      campos: ['apodo', 'telefono'],
      motivo: null,
    })
    expect(detalleTexto(editado)).toBe('Socio #31 · Cambió: apodo, teléfono')
  })

  it('no kind shows internal keys, ids or algorithms, whatever its detail carries', () => {
    const interno = {
      kid: 'k-a1b2c3',
      alg: 'Ed25519',
      cuenta: 5551,
      dispositivo: 5552,
      grupo: 5553,
      cuota: 5554,
      anterior: null,
      retiradas: ['k-zz9'],
      sort: 'apellido_asc',
    }
    for (const accion of ACCIONES) {
      const texto = detalleTexto(entrada(accion, interno))
      expect(texto, accion).not.toMatch(/\b[a-zA-Z]+: |k-a1b2c3|k-zz9|Ed25519|555\d|apellido_asc/)
    }
  })

  it('a kind this screen does not know shows only the member, or a dash', () => {
    const desconocida = (detalle: AuditoriaEntrada['detalle']) =>
      detalleTexto({ ...entrada('pago', detalle), accion: 'algo-nuevo' as Accion })
    expect(desconocida({ token: 'secreto', importe: 4_500_000 })).toBe('—')
    expect(desconocida({ socio: 31, clave: 'x' })).toBe('Socio #31')
  })
})
