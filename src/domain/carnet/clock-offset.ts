/**
 * The server's clock minus this device's, in ms, from an answer's `Date` header, or null
 * without one. The header is cut to the second, so its middle is the best guess, set against
 * the middle of the request.
 */
export function clockOffset(date: string | null, sentAt: number, receivedAt: number) {
  const server = date ? Date.parse(date) : Number.NaN
  if (Number.isNaN(server)) return null
  return Math.round(server + 500 - (sentAt + receivedAt) / 2)
}

/**
 * Below this, a device's clock is taken as synced: a second's header and a slow answer make
 * offsets of a second or two that are no error of the clock.
 */
export const CLOCK_SYNCED_MS = 10_000

/**
 * `now` by the server's clock when this device's is off by CLOCK_SYNCED_MS or more; a synced
 * device keeps its own, so an offset measured before its clock was set right cannot hurt it.
 */
export const correctedNow = (now: number, offsetMs: number | undefined) =>
  offsetMs !== undefined && Math.abs(offsetMs) >= CLOCK_SYNCED_MS ? now + offsetMs : now
