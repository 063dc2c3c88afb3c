import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const nodeModules = { group: ['node:*'], message: 'El cliente no importa módulos de Node.' }

/** The client's layers, bottom up: domain, lib and components, entities, features, routes. */
const upperLayers = [
  {
    group: ['@/features/**', '**/features/**'],
    message:
      'src/lib, src/components, src/domain y src/entities no importan features: lo compartido baja a src/entities, src/components, src/lib o src/domain.',
  },
  {
    group: ['@/routes/**', '**/routes/**'],
    message:
      'src/lib, src/components, src/domain y src/entities no importan rutas: las rutas componen las capas, no al revés.',
  },
]

/** src/domain is pure TypeScript shared by client and server; `outside` leaves src/domain. */
const domainImports = (outside) => [
  {
    group: ['react', 'react-*', 'react/**', '@tanstack/**', 'ky', 'idb-keyval'],
    message: 'src/domain es TypeScript puro: sin React ni librerías de UI.',
  },
  { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/domain no importa Node.' },
  {
    group: ['@/**', ...outside],
    message:
      'src/domain no importa del resto de la aplicación (ni src/lib, src/components, src/entities, features o rutas).',
  },
]

/** Each feature may import only itself and the shared layers (ADR 0001). */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          nodeModules,
          ...features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [
                `@/features/${other}/**`,
                `**/features/${other}/**`,
                `../${other}/**`,
                `../../${other}/**`,
                `../../../${other}/**`,
              ],
              message: `La feature "${feature}" no importa de "${other}": mové lo compartido a src/entities, src/components, src/lib o src/domain.`,
            })),
        ],
      },
    ],
  },
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'node_modules',
      'data',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', 'bench/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeModules] }] },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/entities/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeModules, ...upperLayers] }] },
  },
  ...featureBoundaries,
  {
    // No import cycles; resolved as Vite and tsc do: `.ts` suffixes and the `@/` alias.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/domain/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: domainImports(['../../**']) }],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
      ],
    },
  },
  {
    files: ['src/domain/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainImports(['../**']) }] },
  },
  {
    // A domain test may use the client's test fixtures; the code it tests may not.
    files: ['src/domain/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...domainImports([]),
            {
              regex: String.raw`^\.\./(?!test/)`,
              message: 'Un test de src/domain importa solo src/domain y los fixtures de src/test.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's shared code never reaches into a resource (server/routes/<resource>).
    files: ['server/lib/**', 'server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/**'],
              message:
                'server/lib y server/db no importan server/routes: lo compartido baja a server/lib.',
            },
          ],
        },
      ],
    },
  },
  // A module uses another's queries and services, never its routes: app.ts composes those.
  {
    files: ['server/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.routes.ts', '!./*.routes.ts'],
              message:
                'Un módulo no importa las rutas de otro: server/app.ts las compone (docs/architecture.md#server-modules).',
            },
          ],
        },
      ],
    },
  },
)
