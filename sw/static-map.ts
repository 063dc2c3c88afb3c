/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { CLUB_MAP_2X_PATH, CLUB_MAP_PATH } from '../src/domain/configuracion/configuracion.ts'

/** Not user data: it survives sign-out (src/lib/offline/device-storage.ts names what does not). */
export const MAP_CACHE = 'club-mapa'
/** A warm-up that takes longer is given up: the page has its text fallback. */
const WARM_UP_TIMEOUT_MS = 15_000
/** The two scales: any other query is left to the network (and answered 400). */
const KEPT = [CLUB_MAP_PATH, CLUB_MAP_2X_PATH]

/**
 * The club's static map (docs/architecture.md#offline): served from the cache and refreshed
 * behind it, and fetched once when the worker installs, so that it is there offline even
 * for a visitor who never opened '¿Dónde queda el club?'. Offline, a scale not kept yet is
 * answered with the other one.
 */
export function registerStaticMap(sw: ServiceWorkerGlobalScope) {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && KEPT.includes(url.pathname + url.search),
    new StaleWhileRevalidate({
      cacheName: MAP_CACHE,
      plugins: [{ handlerDidError: async () => anyKeptMap() }],
    }),
  )
  sw.addEventListener('install', (event) => event.waitUntil(warmUp()))
}

const anyKeptMap = async () =>
  (await (await caches.open(MAP_CACHE)).match(CLUB_MAP_PATH, { ignoreSearch: true })) ?? undefined

/** Never fails the install: without the map (offline, no tiles yet) the page still works. */
async function warmUp() {
  try {
    const res = await fetch(CLUB_MAP_PATH, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
    })
    if (res.ok) await (await caches.open(MAP_CACHE)).put(CLUB_MAP_PATH, res)
  } catch {
    // Offline or too slow: the route fills the cache when the page asks.
  }
}
