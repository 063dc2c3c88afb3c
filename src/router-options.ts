import type { QueryClient } from '@tanstack/react-query'
import { Spinner } from './components/ui/spinner'

/**
 * The router's options but its routes: the client's router and the server's render of the
 * first views (src/entry-landing.tsx) share them, so the server's markup is the markup the
 * client hydrates (docs/decisions/0050).
 */
export const routerOptions = (queryClient: QueryClient) =>
  ({
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query; the router keeps no cache of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Spinner,
    scrollRestoration: true,
  }) as const
