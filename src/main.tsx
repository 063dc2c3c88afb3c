import { QueryClientProvider } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { onCacheRestored } from './lib/offline/cache-restore'
import { listenForInstallPrompt } from './lib/install-prompt'
import { KeepTypedValues } from './lib/forms/keep-typed-values'
import { holdServerFields } from './lib/forms/typed-values'
import { SESSION_EXPIRED_EVENT } from './lib/session/session-events'
import { createPersistOptions, createQueryClient } from './lib/offline/query-client'
import { reconcileSession, SESSION_KEY } from './lib/session/session'
import { createAppRouter } from './router'
import { whenIdleAfterLoad, yieldToBrowser } from './lib/main-thread'
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
  void import('./lib/session/forget-user').then(({ forgetUser }) =>
    forgetUser(queryClient, { keepQueues: true }),
  )
})
// After load, when idle: neither the first visit's budget (docs/performance.md#first-load-js)
// nor the first screen's render carries any of it.
whenIdleAfterLoad(() => {
  // Sign-outs made without connection reach the server as soon as it answers.
  const deliver = () =>
    void import('./lib/session/pending-revocation').then((m) => m.deliverRevocations())
  deliver()
  window.addEventListener('online', deliver)
  void Promise.all([
    import('./lib/session/sign-out-queues'),
    import('./features/porteria/api/checkins-sign-out'),
  ]).then(([queues, gate]) => queues.registerSignOutQueue(gate.checkinsSignOutQueue))
})
const root = document.getElementById('root')!
// What is typed into the page the server rendered, while the first screen loads.
const serverFields = root.hasChildNodes() ? holdServerFields(root) : undefined
void boot()

/**
 * A first screen the server did not render is loaded first (its chunks, the restored cache,
 * its guards) and then rendered in one transition, which React slices; a page the server
 * rendered is rendered at once, its markup in view until the screen is ready, and what was
 * typed into it is typed again into the client's. Between the steps the browser gets the
 * main thread back, so none of them is one long task (docs/decisions/0036, 0049).
 */
async function boot() {
  await yieldToBrowser()
  const router = createAppRouter(queryClient)
  await yieldToBrowser()
  // Loaded first, a server's page was replaced while a person typed into it (ADR 0049).
  if (!serverFields) await router.load().catch(() => undefined)
  await yieldToBrowser()
  const reactRoot = createRoot(root)
  await yieldToBrowser()
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {serverFields && <KeepTypedValues fields={serverFields} />}
        </QueryClientProvider>
      </StrictMode>,
    )
  })
}
