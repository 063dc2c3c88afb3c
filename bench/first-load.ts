/**
 * What a first visit to a page downloads: each JS and CSS file in gzip bytes, before or after the
 * `load` event (docs/performance.md#first-load-js). Shared by `bench:bundle` and the budgets step.
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

/** JavaScript up to `load` on the first visit to `/`. */
export const FIRST_LOAD_JS_BUDGET = 120 * 1024

export type LoadedFile = { file: string; kind: 'js' | 'css'; beforeLoad: boolean; gzip: number }

/** Opens `url` in a fresh profile, without a service worker; the files it loaded, largest first. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<LoadedFile[]> {
  const page = await browser.newPage({ serviceWorkers: 'block' })
  try {
    let loaded = false
    const files: LoadedFile[] = []
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const beforeLoad = !loaded
      pending.push(
        response.body().then((body) => {
          files.push({
            file: new URL(response.url()).pathname,
            kind: type === 'script' ? 'js' : 'css',
            beforeLoad,
            gzip: gzipSync(body, { level: 9 }).length,
          })
        }),
      )
    })
    page.on('load', () => (loaded = true))
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    // What waits for the browser to be idle (the slideshow) comes a moment after.
    await page.waitForTimeout(3000)
    await Promise.all(pending)
    return files.sort((a, b) => b.gzip - a.gzip)
  } finally {
    await page.close()
  }
}

export const sumGzip = (files: LoadedFile[], filter: (file: LoadedFile) => boolean) =>
  files.filter(filter).reduce((total, file) => total + file.gzip, 0)

/** The budgeted figure: JavaScript up to `load`. */
export const firstLoadJs = (files: LoadedFile[]) =>
  sumGzip(files, (file) => file.kind === 'js' && file.beforeLoad)

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
