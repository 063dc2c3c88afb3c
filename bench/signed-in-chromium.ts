/**
 * A headless Chromium listening for DevTools on a free port, with an account signed in, for
 * Lighthouse to measure a signed-in page (`--port`). The session lives in the browser's storage,
 * so the account signs in through the sign-in screen in a Playwright profile, then that profile
 * is reopened by a Chromium of our own: Playwright attached to it would emulate its own viewport
 * on Lighthouse's tab too.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { chromiumArgs } from '../tests/support/chromium.ts'
import { signIn, type Account } from '../tests/support/sign-in.ts'
import { chromePath } from './lighthouse-run.ts'

/** Signs `account` in on `serverUrl`, opens `warmPath` once, then serves the profile on a port. */
export async function startSignedInChromium(serverUrl: string, account: Account, warmPath: string) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lighthouse-profile-'))
  const removeProfile = () => fs.rmSync(profile, { recursive: true, force: true })
  try {
    await signInOnce(profile, serverUrl, account, warmPath)
  } catch (error) {
    removeProfile()
    throw error
  }
  const port = await freePort()
  const browser = spawn(
    chromePath,
    [
      '--headless',
      ...chromiumArgs,
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
    ],
    { stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => browser.once('exit', resolve))
  const close = async () => {
    if (browser.exitCode === null) {
      browser.kill('SIGTERM')
      await exited
    }
    removeProfile()
  }
  await waitForDevTools(port).catch(async (error: unknown) => {
    await close()
    throw error
  })
  return { port, close }
}

async function signInOnce(profile: string, serverUrl: string, account: Account, warmPath: string) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: chromiumArgs,
    baseURL: serverUrl,
  })
  try {
    const page = await context.newPage()
    await signIn(page, account)
    // Its data in the persisted cache, as on a member's phone; the cache is written a moment
    // after the last change.
    await page.goto(warmPath)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
  } finally {
    await context.close()
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitForDevTools(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(100)
  }
  throw new Error(`Chromium no abrió DevTools en el puerto ${port}`)
}
