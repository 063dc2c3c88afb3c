import { useEffect, useState, type ComponentType } from 'react'

/**
 * The new version's notice, and with it the worker's registration and workbox-window, loaded
 * once the page has: registering waits for `load` anyway, and the first visit's budget
 * (docs/performance.md#first-load-js) carries none of it. Not React.lazy: a Suspense boundary
 * delays what it reveals, and with it the registration, by up to 300 ms. Without its chunk the
 * page goes on, without the notice.
 */
export function UpdateNotice() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null)
  useEffect(() => {
    const load = () =>
      void import('./update-prompt').then(
        ({ UpdatePrompt }) => setPrompt(() => UpdatePrompt),
        () => undefined,
      )
    if (document.readyState === 'complete') load()
    else window.addEventListener('load', load, { once: true })
    return () => window.removeEventListener('load', load)
  }, [])
  return Prompt && <Prompt />
}
