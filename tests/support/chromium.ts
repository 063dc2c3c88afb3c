import fs from 'node:fs'
import { chromium } from '@playwright/test'

/** Playwright's own Chromium where installed; Debian's otherwise (docs/architecture.md#tests). */
export const chromiumExecutablePath = fs.existsSync(chromium.executablePath())
  ? undefined
  : '/usr/bin/chromium'

/**
 * Tests drive Chromium's headless shell (Playwright's own, or Debian's), as Playwright does by
 * default: the same Blink and V8 without the desktop browser's own UI, which costs a 2-core
 * host about a third of the suite's time (ADR 0045). Benches and Lighthouse keep the full
 * browser a member would use.
 */
export const testChromiumPath =
  chromiumExecutablePath !== undefined && fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : chromiumExecutablePath

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
export const fakeCameraLaunchOptions = (
  video: string,
  executablePath: string | undefined = testChromiumPath,
) => ({
  executablePath,
  args: [
    ...chromiumArgs,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ],
})

/**
 * The whole browser, headless, for what the shell lacks: it denies notifications (ADR 0045).
 * Playwright's own is its 'chromium' channel.
 */
export const fullChromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  channel: chromiumExecutablePath === undefined ? 'chromium' : undefined,
  args: chromiumArgs,
}
