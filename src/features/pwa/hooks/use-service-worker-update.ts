import { useEffect, useState } from 'react'
import { Workbox } from 'workbox-window'

/**
 * Registers /sw.js once the page has loaded and reports when a new version waits.
 * `update()` activates it; the page reloads when the new worker takes control. Its component
 * is mounted after `load` (src/routes/__root.tsx): workbox-window comes in the same chunk.
 */
export function useServiceWorkerUpdate() {
  const [waiting, setWaiting] = useState<Workbox | null>(null)

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
    const wb = new Workbox('/sw.js')
    wb.addEventListener('waiting', () => setWaiting(wb))
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate) window.location.reload()
    })
    void wb.register()
  }, [])

  return { updateAvailable: waiting !== null, update: () => waiting?.messageSkipWaiting() }
}
