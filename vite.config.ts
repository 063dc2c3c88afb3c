import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './pwa.config.ts'

const INLINE_ROUTES = new Set(['__root__', '/_public', '/_public/'])

/** Changes with every build: the persisted query cache of an older build is discarded. */
const buildId = Date.now().toString(36)

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          codeSplittingOptions: {
            // The landing page renders from the entry chunk: no extra round trip before paint.
            splitBehavior: ({ routeId }) => (INLINE_ROUTES.has(routeId) ? [] : undefined),
          },
        }),
        react(),
        VitePWA(pwaOptions),
      ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // The member entity in one chunk: split by the set of routes sharing each file, its
        // small modules became chunks of their own, each a request before a screen renders.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'socio-entity', test: /src[\\/]entities[\\/]socio[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/manifest.webmanifest': 'http://localhost:3000' },
  },
}))
