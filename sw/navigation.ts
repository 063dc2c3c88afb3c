import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/** Every client route is served the precached shell, offline too; never `/api/`. */
export function registerNavigationFallback() {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api\//, /^\/uploads\//, /\/[^/?]+\.[^/]+$/],
    }),
  )
}
