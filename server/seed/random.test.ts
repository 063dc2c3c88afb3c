import { describe, expect, it } from 'vitest'
import { mulberry32, seededRandom } from './random.ts'

describe('seeded random numbers', () => {
  it('gives the same sequence for a seed', () => {
    const next = mulberry32(42)
    const first = [next(), next(), next()]
    const again = mulberry32(42)
    expect([again(), again(), again()]).toEqual(first)
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true)
  })

  it('draws integers within bounds and picks by weight', () => {
    const r = seededRandom(7)
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5)
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true)
    }
    expect(r.weighted([['solo', 1]])).toBe('solo')
    expect(() => r.pick([])).toThrow()
  })
})
