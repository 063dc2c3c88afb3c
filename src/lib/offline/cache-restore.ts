let markRestored: () => void = () => undefined
const restored = new Promise<void>((resolve) => (markRestored = resolve))

/** Called once the persisted cache is read (or unreadable): src/main.tsx. */
export const onCacheRestored = () => markRestored()

// A stuck IndexedDB must not hold the app forever: past this, routes go on without it.
const RESTORE_LIMIT_MS = 2_000

/**
 * Settles once the persisted query cache is back in memory. Route guards wait for it:
 * offline, the session and the card exist only there, and asking the network first would
 * show a signed-in member the sign-in screen.
 */
export const cacheRestored = (): Promise<void> =>
  Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_LIMIT_MS))])
