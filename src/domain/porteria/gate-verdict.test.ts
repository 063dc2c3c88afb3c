import { describe, expect, it } from 'vitest'
import type { DeviceTokenFailure, DeviceTokenVerification } from '../dispositivos/device-token'
import type { RosterSocio } from './gate-api'
import {
  cuotasEnPorteria,
  decideGate,
  decideGatePorDocumento,
  MOTIVOS_NO_INGRESO,
  motivoNoActivo,
  motivoNoIngreso,
  textoIngresoReciente,
} from './gate-verdict'

const socio = (estado = 'Activo'): RosterSocio => ({
  id: 7,
  nombre: 'Ana',
  apellido: 'Pérez',
  apodo: null,
  documentoHash: '732e',
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

  it('denies an inactive or pending member, saying why in words to say aloud', () => {
    for (const [estado, motivo] of [
      ['Inactivo', 'Socio dado de baja / inactivo'],
      ['Pendiente', 'Alta pendiente de aprobación'],
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

describe("decideGate: a code made on the member's phone (issue 20)", () => {
  const device = {
    ok: true,
    claims: { kid: 'k', socioId: 7, dispositivoId: 3, validoHasta: 900, time: 195 },
  } as const
  const verdict = (verification: DeviceTokenVerification) =>
    decideGate({ verification, socio: socio(), firstSeenAt: undefined, nowSeconds: 200 })

  it('lets the member in as a server code does, with the same rules', () => {
    expect(verdict(device)).toMatchObject({
      veredicto: 'permitido',
      motivo: 'Puede ingresar',
      socio: { id: 7 },
    })
    expect(
      decideGate({ verification: device, socio: socio(), firstSeenAt: 190, nowSeconds: 200 }),
    ).toMatchObject({ veredicto: 'denegado', motivo: 'Código ya usado hace 10 s' })
    expect(
      decideGate({
        verification: device,
        socio: socio('Inactivo'),
        firstSeenAt: undefined,
        nowSeconds: 200,
      }),
    ).toMatchObject({ veredicto: 'denegado', motivo: 'Socio dado de baja / inactivo' })
  })

  it('says why a phone-made code is refused, in its own words', () => {
    const motivo = (reason: DeviceTokenFailure) => verdict({ ok: false, reason }).motivo
    expect(motivo('stale')).toBe('Código vencido: pedile al socio que muestre el carnet en vivo')
    expect(motivo('revoked')).toBe('Este teléfono ya no puede mostrar el carnet: el socio lo quitó')
    expect(motivo('expired-certificate')).toBe(
      'El carnet de este teléfono venció: que se conecte para renovarlo',
    )
    for (const reason of ['bad-certificate', 'bad-signature', 'unknown-key', 'malformed'] as const)
      expect(motivo(reason)).toBe('Código QR inválido')
    expect(verdict({ ok: false, reason: 'revoked' })).toMatchObject({
      veredicto: 'denegado',
      socio: null,
    })
  })
})

describe('decideGate: a second entry of one member (issue 15)', () => {
  const now = Date.parse('2026-11-24T18:00:00Z')
  const hace = (ms: number, tablet = 'Portería norte') => ({
    at: new Date(now - ms).toISOString(),
    tablet,
  })
  const decide = (ultimoIngreso?: { at: string; tablet: string }, ventanaMinutos?: number) =>
    decideGate({
      verification: ok,
      socio: socio(),
      firstSeenAt: undefined,
      nowSeconds: now / 1000,
      ultimoIngreso,
      ventanaMinutos,
    })

  it('lets the member in, flagged, when they entered within the window', () => {
    const ingreso = hace(3 * 60_000 + 20_000)
    expect(decide(ingreso)).toEqual({
      veredicto: 'permitido',
      motivo: 'Ya ingresó hace 3 min (Portería norte)',
      socio: socio(),
      ingresoReciente: ingreso,
      cuotasVencidas: null,
    })
  })

  it('flags nothing outside the window, with no entry, or with the window at 0', () => {
    const plain = { veredicto: 'permitido', motivo: 'Puede ingresar', ingresoReciente: null }
    expect(decide(hace(15 * 60_000))).toMatchObject(plain)
    expect(decide()).toMatchObject(plain)
    expect(decide(hace(60_000), 0)).toMatchObject(plain)
    expect(decide(hace(20 * 60_000), 30)).toMatchObject({ ingresoReciente: hace(20 * 60_000) })
  })

  it('a denial wins over the flag', () => {
    expect(
      decideGate({
        verification: ok,
        socio: socio('Inactivo'),
        firstSeenAt: undefined,
        nowSeconds: now / 1000,
        ultimoIngreso: hace(60_000),
      }),
    ).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Socio dado de baja / inactivo',
      ingresoReciente: null,
    })
  })

  it('says how long ago, in whole minutes, and where', () => {
    expect(textoIngresoReciente(hace(20_000, 'Control de Socios'), now)).toBe(
      'Ya ingresó hace menos de 1 min (Control de Socios)',
    )
    expect(textoIngresoReciente(hace(14 * 60_000 + 59_000), now)).toBe(
      'Ya ingresó hace 14 min (Portería norte)',
    )
    // Another tablet's clock a little ahead.
    expect(textoIngresoReciente(hace(-30_000), now)).toBe(
      'Ya ingresó hace menos de 1 min (Portería norte)',
    )
  })
})

describe('motivoNoActivo', () => {
  it('names each estado that keeps a member out; an unknown one as it is', () => {
    expect(motivoNoActivo('Pendiente')).toBe('Alta pendiente de aprobación')
    expect(motivoNoActivo('Inactivo')).toBe('Socio dado de baja / inactivo')
    expect(motivoNoActivo('Suspendido')).toBe('Socio suspendido')
  })

  it('has the words for unpaid fees', () => {
    expect(MOTIVOS_NO_INGRESO.cuotaImpaga).toBe('Cuota impaga')
  })
})

describe('motivoNoIngreso', () => {
  it('puts the estado before the fees, and lets an active member without the rule in', () => {
    expect(motivoNoIngreso('Inactivo', true)).toBe('Socio dado de baja / inactivo')
    expect(motivoNoIngreso('Activo', true)).toBe('Cuota impaga')
    expect(motivoNoIngreso('Activo', false)).toBeNull()
  })
})

describe('cuotasEnPorteria', () => {
  it('counts the cuotas due before the club day; one due that day is not late yet', () => {
    const fechas = ['2026-09-10', '2026-10-10', '2026-11-10']
    expect(cuotasEnPorteria(fechas, '2026-11-10', 0)).toEqual({
      alDia: false,
      cuotasVencidas: 2,
      cuotaImpaga: false,
    })
    expect(cuotasEnPorteria(fechas, '2026-11-11', 0).cuotasVencidas).toBe(3)
    expect(cuotasEnPorteria(['2026-11-10'], '2026-11-10', 1)).toEqual({
      alDia: true,
      cuotasVencidas: 0,
      cuotaImpaga: false,
    })
    expect(cuotasEnPorteria([], '2026-11-10', 1).alDia).toBe(true)
  })

  it('turns a member away from the club’s number of cuotas past due up, never with 0', () => {
    const fechas = ['2026-09-10', '2026-10-10']
    expect(cuotasEnPorteria(fechas, '2026-11-24', 0).cuotaImpaga).toBe(false)
    expect(cuotasEnPorteria(fechas, '2026-11-24', 3).cuotaImpaga).toBe(false)
    expect(cuotasEnPorteria(fechas, '2026-11-24', 2).cuotaImpaga).toBe(true)
    expect(cuotasEnPorteria(fechas, '2026-11-24', 1).cuotaImpaga).toBe(true)
  })
})

describe('decideGate and decideGatePorDocumento: fees (docs/product.md#gate-verdict)', () => {
  // 18:00 in Santa Rosa (UTC-3).
  const now = Date.parse('2026-11-24T21:00:00Z') / 1000
  const debe = (...vencimientosPendientes: string[]): RosterSocio => ({
    ...socio(),
    vencimientosPendientes,
  })
  const scan = (s: RosterSocio, denegarConCuotasVencidas?: number, nowSeconds = now) =>
    decideGate({
      verification: ok,
      socio: s,
      firstSeenAt: undefined,
      nowSeconds,
      denegarConCuotasVencidas,
    })
  const dni = (s: RosterSocio, denegarConCuotasVencidas?: number) =>
    decideGatePorDocumento({ socio: s, nowSeconds: now, denegarConCuotasVencidas })

  it('by default never denies for fees: the verdict is unchanged and says how many are owed', () => {
    const owing = debe('2026-09-10', '2026-10-10', '2026-12-10')
    for (const verdict of [scan(owing), dni(owing), scan(owing, 0)])
      expect(verdict).toMatchObject({
        veredicto: 'permitido',
        motivo: 'Puede ingresar',
        cuotasVencidas: 2,
      })
    expect(scan(debe('2026-12-10'))).toMatchObject({ veredicto: 'permitido', cuotasVencidas: 0 })
  })

  it('with the club’s setting, denies from that many cuotas past due, scan and DNI alike', () => {
    const dos = debe('2026-09-10', '2026-10-10')
    for (const verdict of [scan(dos, 2), dni(dos, 2), scan(dos, 1)])
      expect(verdict).toEqual({
        veredicto: 'denegado',
        motivo: 'Cuota impaga',
        socio: dos,
        ingresoReciente: null,
        cuotasVencidas: 2,
      })
    expect(scan(dos, 3)).toMatchObject({ veredicto: 'permitido', cuotasVencidas: 2 })
    expect(dni(debe('2026-10-10'), 2)).toMatchObject({ veredicto: 'permitido' })
  })

  it('counts at the club’s day: a cuota due today is not late, even at 23:30 in Santa Rosa', () => {
    const hoy = debe('2026-11-24')
    expect(scan(hoy, 1)).toMatchObject({ veredicto: 'permitido', cuotasVencidas: 0 })
    // 02:30 UTC of the 25th is still the 24th in Santa Rosa.
    const tarde = Date.parse('2026-11-25T02:30:00Z') / 1000
    expect(scan(hoy, 1, tarde)).toMatchObject({ veredicto: 'permitido', cuotasVencidas: 0 })
    // The tablet decides at its own date: the next day, offline, the same roster denies.
    const manana = Date.parse('2026-11-25T03:30:00Z') / 1000
    expect(scan(hoy, 1, manana)).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Cuota impaga',
      cuotasVencidas: 1,
    })
  })

  it('says the estado first, and nothing of fees from a roster without the due dates', () => {
    const inactivo = { ...debe('2026-09-10'), estado: 'Inactivo' }
    expect(scan(inactivo, 1)).toMatchObject({
      motivo: 'Socio dado de baja / inactivo',
      cuotasVencidas: 1,
    })
    expect(scan(socio(), 1)).toMatchObject({ veredicto: 'permitido', cuotasVencidas: null })
  })

  it('shows the fees on a code already used too', () => {
    expect(
      decideGate({
        verification: ok,
        socio: debe('2026-09-10'),
        firstSeenAt: now - 30,
        nowSeconds: now,
      }),
    ).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Código ya usado hace 30 s',
      cuotasVencidas: 1,
    })
  })
})

describe('decideGatePorDocumento: a typed DNI', () => {
  const now = Date.parse('2026-11-24T18:00:00Z')
  const decide = (s: RosterSocio | undefined, ultimoIngreso?: { at: string; tablet: string }) =>
    decideGatePorDocumento({ socio: s, nowSeconds: now / 1000, ultimoIngreso })

  it('lets an active member in', () => {
    expect(decide(socio())).toEqual({
      veredicto: 'permitido',
      motivo: 'Puede ingresar',
      socio: socio(),
      ingresoReciente: null,
      cuotasVencidas: null,
    })
  })

  it('denies an unknown, pending or inactive member with the same words as a scan', () => {
    expect(decide(undefined)).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Socio no encontrado',
    })
    expect(decide(socio('Pendiente'))).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Alta pendiente de aprobación',
    })
    expect(decide(socio('Inactivo'))).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Socio dado de baja / inactivo',
    })
  })

  it('flags a member who already entered within the window, as a scan does', () => {
    const ingreso = { at: new Date(now - 2 * 60_000).toISOString(), tablet: 'Portería norte' }
    expect(decide(socio(), ingreso)).toMatchObject({
      veredicto: 'permitido',
      motivo: 'Ya ingresó hace 2 min (Portería norte)',
      ingresoReciente: ingreso,
    })
  })
})
