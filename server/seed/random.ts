/**
 * The seeded random numbers of the member seeder and of the image generator
 * (scripts/images): same seed, same sequence, on every machine.
 */

/** mulberry32: a tiny, fast 32-bit PRNG; values in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Random = ReturnType<typeof seededRandom>

/** Draws built on one mulberry32 stream. */
export function seededRandom(seed: number) {
  const next = mulberry32(seed)
  /** A real number in [min, max). */
  const range = (min: number, max: number) => min + (max - min) * next()
  /** An integer in [min, max]. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const chance = (p: number) => next() < p
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  /** Picks from [value, weight] pairs. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = next() * total
    for (const [value, w] of items) {
      r -= w
      if (r < 0) return value
    }
    return items[items.length - 1]![0]
  }
  return { next, range, int, chance, pick, weighted }
}
