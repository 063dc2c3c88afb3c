import { QueryClientProvider } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { onCacheRestored } from './lib/cache-restore'
import { listenForInstallPrompt } from './lib/install-prompt'
import { KeepTypedValues } from './lib/keep-typed-values'
import { holdServerFields } from './lib/typed-values'
import { SESSION_EXPIRED_EVENT } from './lib/session-events'
import { createPersistOptions, createQueryClient } from './lib/query-client'
import { reconcileSession, SESSION_KEY } from './lib/session'
import { createAppRouter } from './router'
import './styles/global.css'
import './styles/forms.css'

const queryClient = createQueryClient()
// First: the cache's read runs while the route's chunks load. Route guards wait for it
// (cacheRestored); from then on each change is saved, even after a failed read.
const persistOptions = { queryClient, ...createPersistOptions() }
void persistQueryClientRestore(persistOptions)
  .then(() => reconcileSession(queryClient))
  .catch(() => undefined)
  .finally(() => {
    persistQueryClientSubscribe(persistOptions)
    onCacheRestored()
  })
listenForInstallPrompt()
// The session ended elsewhere: nothing of the user's stays; what waits to be sent does.
window.addEventListener(SESSION_EXPIRED_EVENT, () => {
  queryClient.setQueryData(SESSION_KEY, null)
  void import('./lib/forget-user').then(({ forgetUser }) =>
    forgetUser(queryClient, { keepQueues: true }),
  )
})
// After load: the first visit's budget (docs/performance.md#first-load-js) carries none of it.
window.addEventListener(
  'load',
  () => {
    // Sign-outs made without connection reach the server as soon as it answers.
    const deliver = () =>
      void import('./lib/pending-revocation').then((m) => m.deliverRevocations())
    deliver()
    window.addEventListener('online', deliver)
    void Promise.all([
      import('./lib/sign-out-queues'),
      import('./features/gate/api/checkins-sign-out'),
    ]).then(([queues, gate]) => queues.registerSignOutQueue(gate.checkinsSignOutQueue))
  },
  { once: true },
)
const router = createAppRouter(queryClient)

const root = document.getElementById('root')!
// What is typed into the page the server rendered, while the first screen loads.
const serverFields = root.hasChildNodes() ? holdServerFields(root) : undefined
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {serverFields && <KeepTypedValues fields={serverFields} />}
        </QueryClientProvider>
      </StrictMode>,
    )
  })
// A page the server rendered (`/`, the sign-in screen) is replaced as soon as its screen is
// ready: the transition keeps the server's markup in view until then, and what was typed into
// it is typed again into the client's. Any other screen is loaded first (its chunks, the
// restored cache, its guards) and then rendered in one transition that yields to the browser:
// rendered by the router's own update after mounting, it was one blocking render
// (docs/decisions/0036).
if (serverFields) render()
else
  void router
    .load()
    .catch(() => undefined)
    .finally(render)
