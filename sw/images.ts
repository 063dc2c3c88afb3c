import { IMAGENES_CLUB_PATH } from '../src/domain/configuracion/configuracion-imagenes.ts'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

const DAY_SECONDS = 24 * 60 * 60

/**
 * Hero and sponsor images are too many to precache: kept as they are seen. The build's own
 * (`/images/…`) may be replaced by a club under the same name (docs/images.md), so they are
 * checked again behind the cached copy. Those uploaded from the settings are named by their
 * content (docs/architecture.md#club-settings): a URL never changes its bytes, so the cached
 * copy is answered without asking, and a changed image is another URL.
 */
export function registerImageCache() {
  registerRoute(
    ({ url, request }) => request.destination === 'image' && url.pathname.startsWith('/images/'),
    new StaleWhileRevalidate({
      cacheName: 'club-images',
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS })],
    }),
  )
  registerRoute(
    ({ url, request }) =>
      request.destination === 'image' && url.pathname.startsWith(`${IMAGENES_CLUB_PATH}/`),
    new CacheFirst({
      cacheName: 'club-imagenes-subidas',
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 365 * DAY_SECONDS })],
    }),
  )
}
