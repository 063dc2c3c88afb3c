import fs from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Each feature may import only itself and the shared layers (DESIGN.md §3). */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [
              `@/features/${other}/**`,
              `**/features/${other}/**`,
              `../${other}/**`,
              `../../${other}/**`,
              `../../../${other}/**`,
            ],
            message: `La feature "${feature}" no importa de "${other}": mové lo compartido a src/components, src/lib o src/domain.`,
          })),
      },
    ],
  },
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'El cliente no importa módulos de Node.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/domain/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/**', '@tanstack/**', 'ky', 'idb-keyval'],
              message: 'src/domain es TypeScript puro: sin React ni librerías de UI.',
            },
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/domain no importa Node.' },
            {
              group: ['@/**', '../**'],
              message: 'src/domain no importa del resto de la aplicación.',
            },
          ],
        },
      ],
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
)
