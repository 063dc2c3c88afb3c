import { describe, expect, it } from 'vitest'
import { canAccess } from './user.ts'

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
