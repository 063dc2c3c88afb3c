import { expect, type Page } from '@playwright/test'

/**
 * Waits for the page's service worker to install, then reloads under it: the first load is
 * not controlled; the next one is, and it fills the worker's runtime caches.
 */
export async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}
