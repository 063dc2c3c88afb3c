/**
 * A clock on performance.now()'s scale for code that takes `now` as a parameter: it only
 * moves forward, when a test says so. Whole milliseconds, so that a step of exactly a
 * threshold crosses it (fractions may round it down).
 */
export function testClock() {
  let now = Math.ceil(performance.now())
  return {
    now: () => now,
    advance: (ms: number) => (now += ms),
  }
}
