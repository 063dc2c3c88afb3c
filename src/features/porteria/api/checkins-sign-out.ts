import type { SignOutQueue } from '@/lib/session/sign-out-queues'
import { checkinQueue } from './gate-store'

/** The kiosk's check-ins, sent before signing out (registered by src/main.tsx). */
export const checkinsSignOutQueue: SignOutQueue = {
  count: async () => (await checkinQueue.all()).length,
  deliver: async () => {
    // Loaded on demand: the HTTP client and the gate's schemas stay out of the first load.
    const { flushCheckins } = await import('./gate-sync')
    while ((await flushCheckins()) > 0);
  },
}
