import { describe, expect, it } from 'vitest'
import { calculatorSlowdownFor, cpuLine, cpuSlowdownFor } from './cpu-calibration.ts'

describe("Lighthouse's CPU slowdown for the host", () => {
  it("is the calculator's at its own points", () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(calculatorSlowdownFor)).toEqual([
      1, 2, 3, 4, 5, 6,
    ])
    expect(calculatorSlowdownFor(1123)).toBe(2.6)
    expect(calculatorSlowdownFor(3800)).toBe(13.7)
    expect(calculatorSlowdownFor(100)).toBe(1)
  })

  it("is the calculator's on a host slower than 1,533, Lighthouse's 4× on a faster one", () => {
    expect([100, 1123, 1300, 1533, 2000, 2532, 4020].map(cpuSlowdownFor)).toEqual([
      1, 2.6, 3, 4, 4, 4, 4,
    ])
  })

  it('says when the calculator would have slowed a fast host more', () => {
    expect(cpuLine({ benchmarkIndex: 2532, cpuSlowdown: 4 })).toBe(
      'CPU: BenchmarkIndex 2,532 (mediana de 3) → ralentización ×4 (la de Lighthouse por omisión; su calculadora daría ×8.3)',
    )
    expect(cpuLine({ benchmarkIndex: 1123, cpuSlowdown: 2.6 })).toBe(
      'CPU: BenchmarkIndex 1,123 (mediana de 3) → ralentización ×2.6 (Lighthouse: ×4 sin calibrar)',
    )
  })
})
