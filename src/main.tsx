import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { onCacheRestored } from './lib/cache-restore'
import { listenForInstallPrompt } from './lib/install-prompt'
import { SESSION_EXPIRED_EVENT } from './lib/session-events'
import { createPersistOptions, createQueryClient } from './lib/query-client'
import { reconcileSession, SESSION_KEY } from './lib/session'
import { createAppRouter } from './router'
import './styles/global.css'
import './styles/forms.css'

// First: the cache's read runs while the route's chunks load.
const persistOptions = createPersistOptions()
listenForInstallPrompt()
const queryClient = createQueryClient()
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

// A transition lets React yield while it renders: no long task blocks a slow phone.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        onSuccess={() => {
          reconcileSession(queryClient)
          onCacheRestored()
        }}
        onError={onCacheRestored}
      >
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </StrictMode>,
  )
})
