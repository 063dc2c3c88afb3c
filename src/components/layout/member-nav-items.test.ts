import { describe, expect, it } from 'vitest'
import type { UserData } from '@/domain/user'
import { usuarioDePrueba } from '@/test/users'
import { currentDestination, memberDestinations } from './member-nav-items'

const user = (level: number, options: Partial<UserData> = {}) =>
  usuarioDePrueba({ level, socio_id: null, persona: null, ...options })

const labels = (u: UserData, layout: 'tabs' | 'sidebar') =>
  memberDestinations(u, layout).map((item) => item.label)

describe('memberDestinations', () => {
  it('a registered user has only the account', () => {
    expect(labels(user(0), 'tabs')).toEqual(['Mi Cuenta'])
  })

  it('a member with a card: account, card, fees and benefits', () => {
    const socio = user(1, { socio_id: 7 })
    expect(labels(socio, 'tabs')).toEqual([
      'Mi Cuenta',
      'Carnet Digital',
      'Estado de Cuotas',
      'Beneficios',
    ])
    expect(labels(socio, 'sidebar')).toEqual(labels(socio, 'tabs'))
    expect(memberDestinations(socio, 'tabs')[2]?.to).toBe('/cuenta/cuotas')
  })

  it('the card and fees entries need a member record linked to the account', () => {
    expect(labels(user(1), 'tabs')).toEqual(['Mi Cuenta', 'Beneficios'])
    expect(labels(user(3), 'tabs')).not.toContain('Carnet Digital')
    expect(labels(user(3), 'tabs')).not.toContain('Estado de Cuotas')
    expect(labels(user(3, { socio_id: 9 }), 'tabs')).toContain('Carnet Digital')
    expect(labels(user(3, { socio_id: 9 }), 'tabs')).toContain('Estado de Cuotas')
  })

  it('groups the administration in one tab on phones; the sidebar adds Configuración', () => {
    expect(labels(user(3), 'tabs')).toEqual(['Mi Cuenta', 'Beneficios', 'Administración'])
    expect(labels(user(3), 'sidebar')).toEqual([
      'Mi Cuenta',
      'Beneficios',
      'Administración',
      'Configuración',
    ])
  })

  it('never more than four tabs: a staff entry takes the place of Beneficios', () => {
    const everything = user(3, { socio_id: 9, departments: ['control'] })
    expect(labels(everything, 'tabs')).toEqual([
      'Mi Cuenta',
      'Carnet Digital',
      'Estado de Cuotas',
      'Administración',
    ])
    expect(labels(everything, 'sidebar')).toEqual([
      'Mi Cuenta',
      'Carnet Digital',
      'Estado de Cuotas',
      'Beneficios',
      'Administración',
      'Configuración',
    ])
  })

  it("gives gatekeepers their control screen; administrators reach it from 'Administración'", () => {
    const portero = user(1, { socio_id: 7, departments: ['control'] })
    expect(labels(portero, 'tabs')).toEqual([
      'Mi Cuenta',
      'Carnet Digital',
      'Estado de Cuotas',
      'Control de Socios',
    ])
    expect(labels(portero, 'sidebar')).toContain('Beneficios')
    expect(labels(user(3, { departments: ['control'] }), 'tabs')).not.toContain('Control de Socios')
  })
})

describe('currentDestination', () => {
  const current = (u: UserData, layout: 'tabs' | 'sidebar', pathname: string) =>
    currentDestination(memberDestinations(u, layout), pathname)?.label

  it('marks the screen of each entry', () => {
    const socio = user(1, { socio_id: 7 })
    expect(current(socio, 'tabs', '/cuenta/micuenta')).toBe('Mi Cuenta')
    expect(current(socio, 'tabs', '/cuenta/carnet')).toBe('Carnet Digital')
    expect(current(socio, 'tabs', '/cuenta/cuotas')).toBe('Estado de Cuotas')
    expect(current(socio, 'tabs', '/cuenta/cuotas/recibo/123')).toBe('Estado de Cuotas')
    expect(current(socio, 'tabs', '/beneficios/beneficios/')).toBe('Beneficios')
  })

  it('marks the entry of nested screens', () => {
    const admin = user(3)
    for (const path of ['/admin/menu', '/admin/socios/12/editar', '/admin/control']) {
      expect(current(admin, 'tabs', path)).toBe('Administración')
      expect(current(admin, 'sidebar', path)).toBe('Administración')
    }
    expect(current(admin, 'tabs', '/admin/configuracion')).toBe('Administración')
    expect(current(admin, 'sidebar', '/admin/configuracion')).toBe('Configuración')
  })

  it('marks nothing outside the entries, and no look-alike prefix', () => {
    expect(current(user(3), 'tabs', '/admin-panel')).toBeUndefined()
    expect(current(user(0), 'tabs', '/cuenta/carnet')).toBeUndefined()
  })
})
