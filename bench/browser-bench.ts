/**
 * What every browser bench starts with: the current production build (rebuilt by the same
 * check `npm start` makes), the real server on a DATA_DIR of its own, and headless Chromium.
 */
import { chromium, type LaunchOptions } from '@playwright/test'
import { chromiumArgs, chromiumExecutablePath } from '../tests/support/chromium.ts'
import { startServer } from '../tests/support/start-server.ts'
import { ensureBuild } from './ensure-build.ts'

export const defaultLaunch: LaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
}

/** The server and a browser; `close()` ends both. */
export async function startBrowserBench(launch: LaunchOptions = defaultLaunch) {
  ensureBuild()
  const server = await startServer()
  const browser = await chromium.launch(launch)
  return {
    server,
    browser,
    async close() {
      await browser.close()
      await server.stop()
    },
  }
}
