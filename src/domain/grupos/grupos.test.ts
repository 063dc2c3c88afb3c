import { describe, expect, it } from 'vitest'
import { porcentajeDescuentoFamiliar } from '../cuotas/cuotas'
import {
  claveNombreGrupo,
  cuentaParaDescuento,
  descuentoDelGrupo,
  motivoNoHabilitado,
  puedeSumarse,
  type MiembroEstado,
} from './grupos'

const alDia: MiembroEstado = { estado: 'Activo', level: 1, al_dia: true, cuotas_vencidas: 0 }
const miembros = (n: number) => Array.from({ length: n }, () => alDia)

describe('the family discount table', () => {
  it('is 0 up to one member, then 5 points a member up to 20', () => {
    const table = [0, 1, 2, 3, 4, 5, 6, 50].map((n) => [n, porcentajeDescuentoFamiliar(n)])
    expect(table).toEqual([
      [0, 0],
      [1, 0],
      [2, 5],
      [3, 10],
      [4, 15],
      [5, 20],
      [6, 20],
      [50, 20],
    ])
  })

  it('counts only the members who count for it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => descuentoDelGrupo(miembros(n)))).toEqual([
      0, 0, 5, 10, 15, 20, 20, 20,
    ])
    const group = [
      ...miembros(3),
      { ...alDia, al_dia: false, cuotas_vencidas: 2 },
      { ...alDia, estado: 'Inactivo' },
      { ...alDia, level: 0 },
    ]
    expect(descuentoDelGrupo(group)).toBe(10)
  })
})

describe('cuentaParaDescuento', () => {
  it('needs an active member, level 1 or more, up to date', () => {
    expect(cuentaParaDescuento(alDia)).toBe(true)
    expect(cuentaParaDescuento({ ...alDia, level: 3 })).toBe(true)
    expect(cuentaParaDescuento({ ...alDia, al_dia: false, cuotas_vencidas: 1 })).toBe(false)
    expect(cuentaParaDescuento({ ...alDia, estado: 'Inactivo' })).toBe(false)
    expect(cuentaParaDescuento({ ...alDia, estado: 'Pendiente' })).toBe(false)
    expect(cuentaParaDescuento({ ...alDia, level: 0 })).toBe(false)
  })

  it('differs from who may join only by being up to date', () => {
    expect(puedeSumarse({ estado: 'Activo', level: 1 })).toBe(true)
    expect(puedeSumarse({ estado: 'Activo', level: 0 })).toBe(false)
    expect(puedeSumarse({ estado: 'Inactivo', level: 1 })).toBe(false)
  })
})

describe('motivoNoHabilitado', () => {
  it('says why a member does not count, the estado first', () => {
    expect(motivoNoHabilitado(alDia)).toBeNull()
    expect(motivoNoHabilitado({ ...alDia, estado: 'Inactivo', level: 0, al_dia: false })).toBe(
      'Socio inactivo',
    )
    expect(motivoNoHabilitado({ ...alDia, estado: 'Pendiente' })).toBe('Socio pendiente')
    expect(motivoNoHabilitado({ ...alDia, level: 0, al_dia: false })).toBe('Sin acceso de socio')
    expect(motivoNoHabilitado({ ...alDia, al_dia: false, cuotas_vencidas: 1 })).toBe('Debe 1 cuota')
    expect(motivoNoHabilitado({ ...alDia, al_dia: false, cuotas_vencidas: 3 })).toBe(
      'Debe 3 cuotas',
    )
  })
})

describe('claveNombreGrupo', () => {
  it('ignores case, accents and spaces', () => {
    expect(claveNombreGrupo('Familia Núñez')).toBe('familia nunez')
    expect(claveNombreGrupo('  familia   NUNEZ ')).toBe('familia nunez')
    expect(claveNombreGrupo('FAMILIA\tÑÚÑEZ')).toBe('familia nunez')
    expect(claveNombreGrupo('Los Pérez-Güemes')).toBe('los perez-guemes')
  })

  it('keeps apart names that differ in more than that', () => {
    expect(claveNombreGrupo('Familia Gómez')).not.toBe(claveNombreGrupo('Familia Gómes'))
    expect(claveNombreGrupo('Familia Gómez 2')).not.toBe(claveNombreGrupo('Familia Gómez'))
  })
})
