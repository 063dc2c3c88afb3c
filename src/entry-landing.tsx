/**
 * Server-side render of the landing page's first view (docs/decisions/0004): the same
 * components the client renders for `/` as a visitor, so the page paints before the
 * script runs and the client's first render replaces it with identical markup.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { TopBar } from './components/layout/top-bar'
import { WhatsAppAside } from './components/layout/whatsapp-button'
import type { ClubSettings } from './domain/settings'
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

export async function renderLanding(club: ClubSettings): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Landing club={club} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}
