import { HTTPError, http } from '../http'

/** This device's push subscription, where the browser has one (docs/architecture.md#push). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof PushManager === 'undefined' || !('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * Ends this device's subscription as its account leaves it: on the server while the session
 * still works (`tellServer`, at sign-out), and always in the browser, whose push service then
 * refuses the old address: the next person on the device gets nothing of the last one's.
 * The worker's copy of the session goes with the user's stores (`forgetUser`).
 */
export async function endPushSubscription({ tellServer }: { tellServer: boolean }) {
  const subscription = await currentPushSubscription().catch(() => null)
  if (!subscription) return
  if (tellServer) {
    // Offline or refused: the push service refuses the address once the browser drops it.
    await forgetOnServer(subscription).catch(() => undefined)
  }
  await subscription.unsubscribe().catch(() => false)
}

/**
 * Deletes this device's subscription on the server (one it does not know, 404, is already
 * gone); throws what the call threw otherwise.
 */
export async function forgetOnServer(subscription: PushSubscription): Promise<void> {
  try {
    await http.delete('push/subscribe', {
      json: { endpoint: subscription.endpoint },
      retry: 0,
      timeout: 5_000,
    })
  } catch (error) {
    if (!(error instanceof HTTPError && error.response.status === 404)) throw error
  }
}
