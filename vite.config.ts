import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './pwa.config.ts'
import { routePathsPlugin } from './scripts/route-paths-plugin.ts'

/** The packages every screen runs, bundled as one chunk. */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  '@tanstack/history',
  '@tanstack/store',
  '@tanstack/react-store',
  '@tanstack/router-core',
  '@tanstack/react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
].map((name) => `/node_modules/${name}/`)

/**
 * Query's mutations, which only lazily loaded screens use: in the framework chunk every first
 * visit downloaded them (0.4 KB gzip, docs/performance.md#first-load-js).
 */
const MUTATIONS =
  /[\\/]@tanstack[\\/](query-core[\\/].*[\\/]mutationObserver|react-query[\\/].*[\\/]useMutation)\.js$/

const INLINE_ROUTES = new Set(['__root__', '/_public', '/_public/'])

/**
 * A dynamic import preloads its stylesheets only (ADR 0036). Every screen past the first ones
 * runs from the service worker's precache, where the chunks' waterfall costs a few
 * milliseconds and each `<link rel=modulepreload>` the helper appends cost about half of
 * one on the main thread: 35 on the card, in the task that renders it. The first views
 * rendered on the server link their own chunks from the manifest.
 */
const stylesheetsOnly = (
  _file: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps)

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
            // Elsewhere a route's loader travels with its component: it waits for a chunk of
            // query options anyway, and in the entry each loader cost its code and the list of
            // chunks it preloads (docs/performance.md#first-load-js).
            splitBehavior: ({ routeId }) =>
              INLINE_ROUTES.has(routeId)
                ? []
                : [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
          },
        }),
        react(),
        VitePWA(pwaOptions),
        routePathsPlugin(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))),
      ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server links a pre-rendered screen's own stylesheets and chunks from it.
    manifest: !isSsrBuild,
    modulePreload: { polyfill: false, resolveDependencies: stylesheetsOnly },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The member entity in one chunk: split by the set of routes sharing each file, its
            // small modules became chunks of their own, each a request before a screen renders.
            { name: 'socio-entity', test: /src[\\/]entities[\\/]socio[\\/]/ },
            // The family groups' screens and their rules in one chunk, and the shared parts
            // they use kept where they were (the lists' table, the dialogs): split by the screens
            // sharing them, each was a chunk of its own, and the entry lists every chunk's file.
            {
              name: 'grupos',
              test: /src[\\/](features[\\/]grupos[\\/]|domain[\\/]grupos[\\/]grupos(-api)?\.ts$)/,
            },
            // The notifications' widget likewise (the panel and the account show it); the
            // broadcast screen stays in its route's chunk.
            {
              name: 'push',
              test: /src[\\/](features[\\/]push[\\/](components[\\/]push-widget|hooks|utils|api[\\/]push-subscription)|domain[\\/]push[\\/]push)\./,
            },
            // The card devices' list (the member's page and the member detail) and its rules.
            {
              name: 'dispositivos',
              test: /src[\\/](features[\\/]dispositivos[\\/]|domain[\\/]dispositivos[\\/]dispositivos\.ts$)/,
            },
            {
              name: 'data-table',
              test: /src[\\/]components[\\/]ui[\\/](data-table|paged-results)\./,
            },
            {
              name: 'confirm-dialog',
              test: /src[\\/]components[\\/]ui[\\/]dialog[\\/](confirm|modal)-dialog\./,
            },
            // The forms' parts (fields, their errors, the focus on the first wrong one): many small
            // chunks shared by different sets of screens, each file listed in the entry.
            {
              name: 'form-kit',
              test: /src[\\/](components[\\/]ui[\\/]form[\\/](bind-field|focus-first-invalid|use-field-errors|form-section|text-field|text-area-field|select-field)|lib[\\/]forms[\\/]use-typed-before-hydration|domain[\\/]validation)\./,
            },
            // Dates, money, plurals and their formats: small modules most screens share.
            {
              name: 'format-kit',
              test: /src[\\/](domain[\\/](plural|periodo|fecha|dinero)|lib[\\/]format)\.ts$/,
            },
            // The shared hooks of src/lib, and what signing out and a 401 load: small modules
            // each listed in the entry.
            {
              name: 'lib-hooks',
              test: /src[\\/]lib[\\/](offline[\\/]use-online-status|use-debounced-value|use-object-url)\.ts$/,
            },
            {
              name: 'sign-out',
              test: /src[\\/]lib[\\/]session[\\/](forget-user|push-subscription|end-card-device|worker-session)\.ts$/,
            },
            // The gate's roster, which the kiosk and the control screen share, likewise.
            { name: 'roster-entity', test: /src[\\/]entities[\\/]roster[\\/]/ },
            // What the route definitions in the entry use (params, access, levels, the addresses'
            // schemas and the page parameters they share): chunks of a few hundred bytes each when
            // the bundler split them by the screens sharing them. `paged` apart, its chunk and this
            // one imported each other, and its `page` schema was built before `DB_INTEGER_MAX`
            // existed: every page but the first fell back to 1.
            {
              name: 'route-support',
              test: /src[\\/](lib[\\/]route-(params|access)|domain[\\/](db-limits|paged|user|[a-z]+[\\/][a-z]+-filtros))\.ts$/,
            },
            // React, the router and Query, which every screen runs, in one chunk: split by the
            // same rule they were eight requests before the first paint, and 2.9 KB more gzip
            // (docs/decisions/0004-first-load-budget.md).
            {
              name: 'framework',
              test: (id) => FRAMEWORK.some((dir) => id.includes(dir)) && !MUTATIONS.test(id),
            },
            // What the screens that change data add to it, one chunk.
            { name: 'mutations', test: MUTATIONS },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/manifest.webmanifest': 'http://localhost:3000' },
  },
}))
