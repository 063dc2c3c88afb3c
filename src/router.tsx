import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { AccessRule } from './domain/user'
import { routeTree } from './routeTree.gen'
import { routerOptions } from './router-options'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, ...routerOptions(queryClient) })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Who may open the route, when its section's default rule is not the one. */
    access?: AccessRule
  }
}
