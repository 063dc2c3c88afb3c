import { startTransition, useEffect, useState } from 'react'

/**
 * True `ms` after the page's `load` event: for work that is not needed at first. The render it
 * causes is a transition, which React slices, not one long task.
 */
export function useDelayAfterLoad(ms: number): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let timer = 0
    const schedule = () => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)), ms)
    }
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
    return () => {
      window.removeEventListener('load', schedule)
      window.clearTimeout(timer)
    }
  }, [ms])
  return ready
}
