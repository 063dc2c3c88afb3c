import type { PublishedKey } from '../api/gate-store'

/** A key GET /gate/keys has not confirmed for this long is no longer trusted (ADR 0017). */
export const KEY_TRUST_MS = 7 * 24 * 3600_000

/**
 * The server's clock minus this tablet's, in ms, from an answer's `Date` header, or null
 * without one. The header is cut to the second, so its middle is the best guess, set against
 * the middle of the request.
 */
export function clockOffset(date: string | null, sentAt: number, receivedAt: number) {
  const server = date ? Date.parse(date) : Number.NaN
  if (Number.isNaN(server)) return null
  return Math.round(server + 500 - (sentAt + receivedAt) / 2)
}

/** The kids of the keys confirmed by the server within KEY_TRUST_MS of `now`. */
export function trustedKids(keys: readonly PublishedKey[], now: number): Set<string> {
  return new Set(
    keys
      .filter((key) => key.lastConfirmed !== undefined && now - key.lastConfirmed <= KEY_TRUST_MS)
      .map((key) => key.kid),
  )
}
