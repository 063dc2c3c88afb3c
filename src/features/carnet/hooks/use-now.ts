import { useSyncExternalStore } from 'react'

const TICK_MS = 5_000

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, TICK_MS)
  document.addEventListener('visibilitychange', onChange)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onChange)
  }
}

/** The time in seconds, refreshed every few seconds and when the app comes back. */
export function useNowSeconds(): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / TICK_MS) * (TICK_MS / 1000),
    () => 0,
  )
}
