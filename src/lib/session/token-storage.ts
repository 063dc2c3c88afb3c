/** The session token lives in localStorage under `token` (docs/product.md#session). */
const KEY = 'token'

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  /**
   * Also the service worker's copy (ADR 0019), loaded when needed: every first visit reads
   * the token, and the IndexedDB store would weigh on its budget
   * (docs/performance.md#first-load-js).
   */
  clear: () => {
    localStorage.removeItem(KEY)
    void import('./worker-session').then(({ workerSession }) => workerSession.forget())
  },
}
