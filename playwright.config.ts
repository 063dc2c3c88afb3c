import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './tests/support/chromium.ts'

// Chosen once in the runner and inherited by its workers through the environment.
process.env.E2E_PORT ??= String(30_000 + Math.floor(Math.random() * 10_000))
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'))

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-server.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // axe on a signed-in phone screen takes 8–10 s of a quiet 2-core host: room for a test
  // that signs in, walks a screen or two and checks each.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${process.env.E2E_PORT}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium' }],
})
