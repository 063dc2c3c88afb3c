/**
 * Server-side render of the first view of the landing page and of the sign-in screen
 * (docs/decisions/0004, 0035): the same components the client renders there for a visitor,
 * so the page paints before the script runs and the client's first render replaces it with
 * identical markup.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { TopBar } from './components/layout/top-bar'
import { WhatsAppAside } from './components/layout/whatsapp-button'
import type { ClubSettings } from './domain/configuracion/configuracion'
import { authConfigQueryOptions } from './features/cuenta/api/get-auth-config'
import { AuthScreen } from './features/cuenta/components/auth-screen'
import { Hero } from './features/public/components/hero'

function Landing({ club }: { club: ClubSettings }) {
  return (
    <div className="app">
      <TopBar clubName={club.nombreCorto} crest={club.escudo} user={null} overlay />
      <main>
        <Hero club={club} />
      </main>
      <WhatsAppAside numero={club.whatsapp} />
    </div>
  )
}

async function render(path: string, page: ReactNode, queryClient = new QueryClient()) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

export const renderLanding = (club: ClubSettings) => render('/', <Landing club={club} />)

function SignIn({ club }: { club: ClubSettings }) {
  return (
    <div className="app">
      <TopBar clubName={club.nombreCorto} crest={club.escudo} user={null} />
      <main className="page">
        <h1>Ingreso de socios</h1>
        <AuthScreen onSignedIn={() => {}} />
      </main>
      <WhatsAppAside numero={club.whatsapp} />
    </div>
  )
}

/** The sign-in screen; `googleClientId` as GET /api/auth/config answers it. */
export function renderSignIn(club: ClubSettings, googleClientId: string | null) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(authConfigQueryOptions().queryKey, { googleClientId })
  return render('/auth/identificarse', <SignIn club={club} />, queryClient)
}
