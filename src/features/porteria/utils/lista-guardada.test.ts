import { describe, expect, it } from 'vitest'
import { avisoListaGuardada, hace, socioDeLista } from './lista-guardada'

describe('avisoListaGuardada', () => {
  const now = Date.parse('2026-11-24T18:00:00Z')

  it('says the answer is from the saved list, and how old the list is', () => {
    expect(avisoListaGuardada(now - 5 * 60_000 - 10_000, now)).toBe(
      'Sin conexión: resultado de la lista guardada (actualizada hace 5 min)',
    )
    expect(avisoListaGuardada(now - 20_000, now)).toBe(
      'Sin conexión: resultado de la lista guardada (actualizada hace menos de 1 min)',
    )
  })

  it('says only where the answer comes from when the list has no date', () => {
    expect(avisoListaGuardada(undefined, now)).toBe('Sin conexión: resultado de la lista guardada')
  })
})

describe('hace', () => {
  it('counts minutes, then hours, then days', () => {
    expect(hace(59_000)).toBe('hace menos de 1 min')
    expect(hace(59 * 60_000)).toBe('hace 59 min')
    expect(hace(3 * 3600_000 + 59 * 60_000)).toBe('hace 3 h')
    expect(hace(30 * 3600_000)).toBe('hace 1 día')
    expect(hace(4 * 24 * 3600_000)).toBe('hace 4 días')
    // A clock set back since the sync.
    expect(hace(-5_000)).toBe('hace menos de 1 min')
  })
})

describe('socioDeLista', () => {
  const ana = {
    id: 9,
    nombre: 'Ana',
    apellido: 'Pérez',
    apodo: null,
    documentoHash: '0002',
    estado: 'Pendiente',
    vencimiento: null,
    alDia: null,
    fotoVersion: 'v1',
  }

  it('is active only when its estado is', () => {
    const socio = ana
    const now = Date.parse('2026-11-24T18:00:00Z')
    expect(socioDeLista(socio, 0, now)).toMatchObject({
      activo: false,
      estado: 'Pendiente',
      foto: null,
    })
    expect(socioDeLista({ ...socio, estado: 'Activo' }, 0, now).activo).toBe(true)
    // A roster kept before fees: nothing said of them.
    expect(socioDeLista(socio, 0, now)).not.toHaveProperty('cuotasVencidas')
  })

  it('counts the fees at this device’s club day, under the rule the roster brought', () => {
    const socio = {
      ...ana,
      estado: 'Activo',
      vencimientosPendientes: ['2026-10-10', '2026-11-24'],
      fotoVersion: null,
    }
    expect(socioDeLista(socio, 0, Date.parse('2026-11-24T18:00:00Z'))).toMatchObject({
      alDia: false,
      cuotasVencidas: 1,
      cuotaImpaga: false,
    })
    expect(socioDeLista(socio, 2, Date.parse('2026-11-25T12:00:00Z'))).toMatchObject({
      cuotasVencidas: 2,
      cuotaImpaga: true,
    })
  })
})
