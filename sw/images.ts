import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

/** Hero and sponsor images are too many to precache: kept as they are seen. */
export function registerImageCache() {
  registerRoute(
    ({ url, request }) => request.destination === 'image' && url.pathname.startsWith('/images/'),
    new StaleWhileRevalidate({
      cacheName: 'club-images',
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  )
}
