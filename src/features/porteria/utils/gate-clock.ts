import type { PublishedKey } from '../api/gate-store'

/** A key GET /gate/keys has not confirmed for this long is no longer trusted (ADR 0017). */
export const KEY_TRUST_MS = 7 * 24 * 3600_000

/** The kids of the keys confirmed by the server within KEY_TRUST_MS of `now`. */
export function trustedKids(keys: readonly PublishedKey[], now: number): Set<string> {
  return new Set(
    keys
      .filter((key) => key.lastConfirmed !== undefined && now - key.lastConfirmed <= KEY_TRUST_MS)
      .map((key) => key.kid),
  )
}
