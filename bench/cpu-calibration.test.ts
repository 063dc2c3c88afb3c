import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor } from './cpu-calibration.ts'

describe("Lighthouse's CPU slowdown for the host", () => {
  it("is the calculator's at its own points", () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(cpuSlowdownFor)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('grows with the host between them, never under 1×', () => {
    expect(cpuSlowdownFor(1123)).toBe(2.6)
    expect(cpuSlowdownFor(3800)).toBe(13.7)
    expect(cpuSlowdownFor(100)).toBe(1)
  })
})
