import type { VitePWAOptions } from 'vite-plugin-pwa'

/**
 * Custom service worker (sw/sw.ts) with an injected precache manifest. The web app
 * manifest is served by the server from the club's settings (server/static/manifest.ts),
 * so the plugin writes none.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: [
      '**/*.{js,css,html,wasm,woff2}',
      'crest.svg',
      'favicon.svg',
      'icons/*.{png,svg}',
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
}
