import type { BrowserContext } from '@playwright/test'

/**
 * openstreetmap.org stand-in (there is no internet here): every request to it, the page's
 * check included, gets an empty page, so the interactive map loads.
 */
export const fakeOpenStreetMap = (context: BrowserContext) =>
  context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><title>Mapa</title><body></body></html>',
    }),
  )
