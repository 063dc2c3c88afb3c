import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { Spinner } from './components/ui/spinner'
import type { AccessRule } from './domain/user'
import { routeTree } from './routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query; the router keeps no cache of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Spinner,
    scrollRestoration: true,
  })
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
