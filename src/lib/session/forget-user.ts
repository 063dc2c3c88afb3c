import type { QueryClient } from '@tanstack/react-query'
import { clearUserData } from '../offline/device-storage'
import { ALTA_DRAFT_KEY } from '../offline/drafts'
import { endPushSubscription } from './push-subscription'
import { SESSION_KEY } from './session'
import { tokenStorage } from './token-storage'

/**
 * Forgets everything of the user's on this device: token, query cache in memory and in
 * IndexedDB, drafts, the kiosk's roster, seen list and photos, the worker's copies of the
 * session, the device's push subscription. Signing out also empties what waits to be sent
 * (the person was asked); a 401 keeps it for the next session (`keepQueues`, ADR 0019).
 */
export async function forgetUser(
  queryClient: QueryClient,
  { keepQueues = false } = {},
): Promise<void> {
  tokenStorage.clear()
  localStorage.removeItem(ALTA_DRAFT_KEY)
  queryClient.clear()
  queryClient.setQueryData(SESSION_KEY, null)
  await Promise.all([clearUserData({ keepQueues }), endPushSubscription({ tellServer: false })])
}
