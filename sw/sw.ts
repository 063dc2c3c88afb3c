/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerImageCache } from './images.ts'
import { registerNavigationFallback } from './navigation.ts'
import { registerOutboxSync } from './sync.ts'
import { listenForUpdateRequests } from './updates.ts'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerNavigationFallback()
registerImageCache()
listenForUpdateRequests(self)
registerOutboxSync(self)
