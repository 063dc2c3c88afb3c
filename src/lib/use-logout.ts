import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'

/** Signs out ('Salir' / 'Cerrar Sesión', docs/product.md#sign-out), then goes to the home page. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    // Loaded on demand: visitors' first load carries no HTTP client.
    const { logout } = await import('./logout')
    if (await logout(queryClient)) await navigate({ to: '/' })
  }
}
