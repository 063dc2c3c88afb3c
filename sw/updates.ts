/** workbox-window's messageSkipWaiting() sends this when the person accepts the update. */
export function listenForUpdateRequests(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting()
  })
}
