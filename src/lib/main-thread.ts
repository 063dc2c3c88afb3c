type Scheduler = { yield?: () => Promise<void> }

/**
 * Ends the current task so the browser can paint and handle input; the work after it runs in
 * a task of its own, ahead of other queued tasks where `scheduler.yield` exists.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `work` once the page has loaded and the main thread is free (the first screen's
 * render done), or after `timeoutMs` at the latest: work the first screen does not need.
 */
export function whenIdleAfterLoad(work: () => void, timeoutMs = 3000) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: timeoutMs })
      : setTimeout(work, 0)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
