import { useEffect, useState } from 'react'

/** True once the page has loaded and the browser is idle: for work that can wait. */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancel = () => {}
    const schedule = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 })
        cancel = () => window.cancelIdleCallback(handle)
      } else {
        const handle = window.setTimeout(() => setIdle(true), 200)
        cancel = () => window.clearTimeout(handle)
      }
    }
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
    return () => {
      window.removeEventListener('load', schedule)
      cancel()
    }
  }, [])
  return idle
}
