import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'

/**
 * Signs out ('Salir', 'Cerrar Sesión', docs/product.md#sign-out), or every device of the account with
 * `everywhere`, then goes to the home page.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async ({ everywhere = false } = {}) => {
    // Loaded on demand: visitors' first load carries none of it.
    const { logout } = await import('./logout')
    if (await logout(queryClient, everywhere)) await navigate({ to: '/' })
  }
}
