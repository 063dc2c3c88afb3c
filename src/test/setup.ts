import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetNetwork, server } from './msw-server'

// A browser resolves `/api/…` against the page; Node's fetch, against this origin once set
// (what undici's `setGlobalOrigin` does): the app's relative requests reach MSW as they are.
;(globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL(
  location.origin,
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// After hooks run last first: the tree is unmounted, then the handlers go.
afterEach(resetNetwork)
afterEach(cleanup)
afterAll(() => server.close())
