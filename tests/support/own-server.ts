import { test as base } from './fixtures'
import { startServer, type RunningServer } from './start-server'

/**
 * Tests whose file gets a server of its own, with the demo data: those that end the member's
 * sessions, register their devices or change the club's settings, which would disturb the
 * tests sharing the suite's server. Each file names itself with
 * `test.use({ ownServerFor: '<file>' })`: a worker option, so Playwright gives each file
 * workers of its own and no server is shared between two files.
 */
export const test = base.extend<object, { ownServerFor: string; ownServer: RunningServer }>({
  ownServerFor: ['', { scope: 'worker', option: true }],
  ownServer: [
    async ({ ownServerFor }, use) => {
      if (!ownServerFor) throw new Error("Falta test.use({ ownServerFor: '<archivo>' })")
      const server = await startServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
})

export { expect } from './fixtures'
