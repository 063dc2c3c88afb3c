import fs from 'node:fs'
import { chromium } from '@playwright/test'

/** Playwright's own Chromium where installed; Debian's otherwise (docs/architecture.md#tests). */
export const chromiumExecutablePath = fs.existsSync(chromium.executablePath())
  ? undefined
  : '/usr/bin/chromium'

/** Without these, Chromium keeps trying to reach Google's hosts, which a closed network refuses. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Launch options for a Chromium whose camera films `video` (a .y4m file). */
export const fakeCameraLaunchOptions = (video: string) => ({
  executablePath: chromiumExecutablePath,
  args: [
    ...chromiumArgs,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ],
})
