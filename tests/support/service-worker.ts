import { expect, type Page } from '@playwright/test'

/**
 * Until the service worker controls the page, so it answers once offline. It precaches the
 * whole app (179 files) before it takes the page: on a loaded host, longer than one
 * expectation's wait; in CI beside the other worker's tests, 36 s once.
 */
export async function waitForWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 60_000,
    })
    .toBe(true)
}

/**
 * Waits for the page's service worker to install, then reloads under it: the first load is
 * not controlled; the next one is, and it fills the worker's runtime caches.
 */
export async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await waitForWorker(page)
}
