import { describe, expect, it } from 'vitest'
import { canAccess, landingPath } from './user.ts'

const user = (level: number, departments: string[] = []) => ({ level, departments })

describe('canAccess', () => {
  it('lets administrators (level 3 and above) in everywhere', () => {
    expect(canAccess(user(3), { level: 1, departments: ['control'] })).toBe(true)
    expect(canAccess(user(10), { level: 3 })).toBe(true)
  })

  it('requires the level', () => {
    expect(canAccess(user(0), { level: 1 })).toBe(false)
    expect(canAccess(user(1), { level: 1 })).toBe(true)
    expect(canAccess(user(1), { level: 3 })).toBe(false)
  })

  it('requires one of the departments when the rule names some', () => {
    expect(canAccess(user(1), { level: 1, departments: ['control'] })).toBe(false)
    expect(canAccess(user(1, ['control']), { level: 1, departments: ['control'] })).toBe(true)
  })
})

describe('landingPath', () => {
  it('sends administrators to their panel and everyone else to their account', () => {
    expect(landingPath({ level: 3 })).toBe('/admin/menu')
    expect(landingPath({ level: 10 })).toBe('/admin/menu')
    expect(landingPath({ level: 1 })).toBe('/cuenta/micuenta')
    expect(landingPath({ level: 0 })).toBe('/cuenta/micuenta')
  })
})
