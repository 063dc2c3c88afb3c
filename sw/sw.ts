/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerImageCache } from './images.ts'
import { registerNavigationFallback } from './navigation.ts'
import { registerPush } from './push.ts'
import { registerStaticMap } from './static-map.ts'
import { registerOutboxSync } from './sync.ts'
import { listenForUpdateRequests } from './updates.ts'

declare const self: ServiceWorkerGlobalScope

// The first visit is served offline too: a member who opened the card once in the queue
// can open it again with no signal.
clientsClaim()
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerNavigationFallback()
registerImageCache()
registerStaticMap(self)
listenForUpdateRequests(self)
registerOutboxSync(self)
registerPush(self)
