/**
 * How many DNI searches (GET /gate/socio) each user may make: a gatekeeper looks up a
 * member now and then, while a script walking DNIs would learn who is a member and their
 * photo (ADR 0017). Kept per process: behind a load balancer each process counts its own.
 */
export const SEARCHES_PER_WINDOW = 30
export const SEARCH_WINDOW_MS = 60_000

export type SearchLimit = ReturnType<typeof createSearchLimit>

/** A sliding window per user: the times of their last searches, at most the limit. */
export function createSearchLimit(max = SEARCHES_PER_WINDOW, windowMs = SEARCH_WINDOW_MS) {
  const recent = new Map<number, number[]>()
  let sweptAt = 0

  /** Forgets users with no search in the window, once a window at most. */
  const sweep = (now: number) => {
    if (now - sweptAt < windowMs) return
    sweptAt = now
    for (const [userId, times] of recent) if (times.at(-1)! <= now - windowMs) recent.delete(userId)
  }

  return {
    /**
     * Counts a search by `userId` and answers 0 to go ahead, or the seconds to wait before
     * the next one is allowed (the search is then not counted).
     */
    take(userId: number, now = Date.now()): number {
      sweep(now)
      const times = (recent.get(userId) ?? []).filter((at) => at > now - windowMs)
      if (times.length >= max) {
        recent.set(userId, times)
        return Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000))
      }
      times.push(now)
      recent.set(userId, times)
      return 0
    },
    close() {
      recent.clear()
    },
  }
}
