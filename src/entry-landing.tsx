/**
 * Server-side render of the landing page and of the sign-in screen for a visitor
 * (docs/decisions/0004, 0035, 0050): the client's own routes, router options and first data,
 * so the page paints before the script runs and the client hydrates this markup instead of
 * rendering it again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { ClubSettings } from './domain/configuracion/configuracion'
import { CLUB_SETTINGS_KEY } from './lib/club-settings'
import { onCacheRestored } from './lib/offline/cache-restore'
import { SESSION_KEY } from './lib/session/session'
import { routerOptions } from './router-options'
import { Route as rootRoute } from './routes/__root'
import { Route as publicRoute } from './routes/_public'
import { Route as indexRoute } from './routes/_public/index'
import { Route as identificarseRoute } from './routes/_public/auth/identificarse'

// The client's route tree (src/routeTree.gen.ts) cut to the two first views.
const publicLayout = publicRoute.update({
  id: '/_public',
  getParentRoute: () => rootRoute,
} as never)
const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    indexRoute.update({ id: '/', path: '/', getParentRoute: () => publicLayout } as never),
    identificarseRoute.update({
      id: '/auth/identificarse',
      path: '/auth/identificarse',
      getParentRoute: () => publicLayout,
    } as never),
  ]),
])

// A visitor: no session, and no persisted cache to wait for (route guards wait for it).
onCacheRestored()

async function render(path: string, queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_KEY, null)
  const router = createRouter({
    routeTree,
    ...routerOptions(queryClient),
    history: createMemoryHistory({ initialEntries: [path] }),
    // Its script (inline, which the page's CSP refuses) is the server's only: the client
    // restores scrolling from its own router.
    scrollRestoration: false,
  })
  await router.load()
  // The client's tree (src/main.tsx): StrictMode adds no markup, the rest must match.
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

function clientFor(club: ClubSettings) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(CLUB_SETTINGS_KEY, club)
  return queryClient
}

export const renderLanding = (club: ClubSettings) => render('/', clientFor(club))

/**
 * The sign-in screen. Without the Google button: the client's first render has no sign-in
 * options yet either (GET /api/auth/config), and the button needs the script anyway.
 */
export const renderSignIn = (club: ClubSettings) => render('/auth/identificarse', clientFor(club))
