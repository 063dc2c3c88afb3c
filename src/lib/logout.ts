import type { QueryClient } from '@tanstack/react-query'
import { errorMessage, http } from './http'
import { notify } from './notify'
import { SESSION_KEY } from './session'
import { tokenStorage } from './token-storage'

/** POST /auth/logout, then forget the token and the signed-in user (SPEC.md §8 toasts). */
export async function logout(queryClient: QueryClient): Promise<boolean> {
  try {
    await http.post('auth/logout')
  } catch (error) {
    notify('error', `Ocurrió un error ( ${await errorMessage(error, 'sin conexión')} )`)
    return false
  }
  tokenStorage.clear()
  queryClient.setQueryData(SESSION_KEY, null)
  notify('success', 'Cerraste la sesión')
  return true
}
