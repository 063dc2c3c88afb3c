import { QueryClientProvider } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { onCacheRestored } from './lib/offline/cache-restore'
import { listenForInstallPrompt } from './lib/install-prompt'
import { KeepTypedValues } from './lib/forms/keep-typed-values'
import { holdServerFields } from './lib/forms/typed-values'
import { SESSION_EXPIRED_EVENT } from './lib/session/session-events'
import { createPersistOptions, createQueryClient } from './lib/offline/query-client'
import { reconcileSession, SESSION_KEY } from './lib/session/session'
import { tokenStorage } from './lib/session/token-storage'
import { createAppRouter } from './router'
import { whenIdleAfterLoad, yieldToBrowser } from './lib/main-thread'
import './styles/global.css'
import './styles/forms.css'

const queryClient = createQueryClient()
// First: the cache's read runs while the route's chunks load, in a task of its own, not in
// the entry's evaluation. Route guards wait for it (cacheRestored); from then on each change
// is saved, even after a failed read.
const persistOptions = { queryClient, ...createPersistOptions() }
void yieldToBrowser()
  .then(() => persistQueryClientRestore(persistOptions))
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
// The server renders for a visitor: with a session the first screen differs, and replaces it.
const hydrate = root.hasChildNodes() && tokenStorage.get() === null
// What is typed into a page the server rendered, while the first screen that replaces it loads.
const serverFields = root.hasChildNodes() && !hydrate ? holdServerFields(root) : undefined
void boot()

/**
 * The first screen is loaded first (its chunks, the restored cache, its guards). A page the
 * server rendered for a visitor is then hydrated: its markup stays, React attaches to it.
 * Anything else is rendered in one transition, which React slices. Between the steps the
 * browser gets the main thread back, so none of them is one long task (docs/decisions/0036,
 * 0049, 0050).
 */
async function boot() {
  await yieldToBrowser()
  const router = createAppRouter(queryClient)
  await yieldToBrowser()
  await router.load().catch(() => undefined)
  await yieldToBrowser()
  // One child under the providers, as in the server's render: useId's ids follow the tree.
  const app = (content: ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
    </StrictMode>
  )
  if (hydrate) {
    // A visitor's session, as the server rendered it: a query fetching it at mount would
    // re-render the hydrated page synchronously.
    if (queryClient.getQueryData(SESSION_KEY) === undefined)
      queryClient.setQueryData(SESSION_KEY, null)
    // As TanStack's own hydration marks it: the root's matches render without the Suspense
    // boundaries the server's render has not.
    router.ssr = { manifest: undefined }
    startTransition(() => {
      hydrateRoot(root, app(<RouterProvider router={router} />))
    })
    return
  }
  const reactRoot = createRoot(root)
  await yieldToBrowser()
  startTransition(() =>
    reactRoot.render(
      app(
        <>
          <RouterProvider router={router} />
          {serverFields && <KeepTypedValues fields={serverFields} />}
        </>,
      ),
    ),
  )
}
