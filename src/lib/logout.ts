import type { QueryClient } from '@tanstack/react-query'
import { del } from 'idb-keyval'
import { errorMessage, http, HTTPError } from './http'
import { notify } from './notify'
import { PERSISTED_CACHE_KEY } from './query-client'
import { SESSION_KEY } from './session'
import { tokenStorage } from './token-storage'

/**
 * POST /auth/logout, then forget the token and everything cached for this user, in memory
 * and in IndexedDB: the next person on a shared device sees nothing of theirs.
 */
export async function logout(queryClient: QueryClient): Promise<boolean> {
  try {
    await http.post('auth/logout')
  } catch (error) {
    // 401: the server had already ended this session; signing out is done all the same.
    if (!(error instanceof HTTPError && error.response.status === 401)) {
      notify('error', `Ocurrió un error ( ${await errorMessage(error, 'sin conexión')} )`)
      return false
    }
  }
  tokenStorage.clear()
  queryClient.clear()
  queryClient.setQueryData(SESSION_KEY, null)
  await del(PERSISTED_CACHE_KEY)
  // Imported here: the landing page's first load need not carry the drafts' store.
  await (await import('./drafts')).clearDrafts()
  notify('success', 'Cerraste la sesión')
  return true
}
