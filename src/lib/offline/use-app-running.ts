import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the server's render of a page (the sign-in screen), true in the browser: there a
 * form cannot be sent until the app runs, so its button is disabled, and neither a press nor
 * Enter submits it natively, which would put the password in the address (ADR 0036).
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
