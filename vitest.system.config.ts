import { defineConfig } from 'vitest/config'

const setupFiles = ['./tests/support/fail-on-console-error.ts']
const slow = { testTimeout: 180_000, hookTimeout: 180_000 }

/**
 * System tests (tests/system): whole server processes, as `npm start` runs the build (made
 * first when missing or stale), started, killed and restarted, one file at a time. The
 * `*.postgres.test.ts` files run when TEST_DATABASE_URL is set, as the server tests'
 * PostgreSQL pass does.
 */
export default defineConfig({
  test: {
    globalSetup: ['./tests/support/ensure-build.global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          exclude: ['tests/system/**/*.postgres.test.ts'],
          environment: 'node',
          setupFiles,
          ...slow,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'system-postgres',
                include: ['tests/system/**/*.postgres.test.ts'],
                environment: 'node',
                setupFiles,
                ...slow,
              },
            },
          ]
        : []),
    ],
  },
})
