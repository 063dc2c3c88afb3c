import os from 'node:os'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }
const setupFiles = ['./tests/support/fail-on-console-error.ts']

/**
 * Unit tests (domain, client, server units) and server integration tests: on PGlite
 * always, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  resolve: { alias },
  test: {
    // One file per core, not Vitest's cores − 1: the server tests wait on their databases
    // much of the time (on 2 cores: 12 min for the suite, about 15 with one).
    maxWorkers: os.availableParallelism(),
    // One certificate for the local push services, trusted through NODE_EXTRA_CA_CERTS.
    globalSetup: ['./tests/support/push-ca.global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: [...setupFiles, './src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node', setupFiles },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          // A fresh PGlite per file (initdb, extensions, migrations) takes seconds on 2 cores.
          hookTimeout: 60_000,
          include: ['server/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          env: { TEST_ENGINE: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                hookTimeout: 60_000,
                include: ['server/**/*.test.ts'],
                environment: 'node',
                setupFiles,
                env: { TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
})
