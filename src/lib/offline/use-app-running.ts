import { startTransition, useEffect, useState } from 'react'

/**
 * False in the server's render of a page (the sign-in screen) and in the first render in the
 * browser, true once mounted: until the app runs a form cannot be sent, so its button is
 * disabled, and neither a press nor Enter submits it natively, which would put the password in
 * the address (ADR 0036). It turns true in a transition: a store whose server value differs
 * re-rendered the hydrated form synchronously, one long task (ADR 0053).
 */
export function useAppRunning(): boolean {
  const [running, setRunning] = useState(false)
  useEffect(() => startTransition(() => setRunning(true)), [])
  return running
}
