/**
 * What the specs of a gate tablet that loses its connection share (gate-offline.spec.ts,
 * gate-recent.spec.ts): a camera filming one member's QR, and the gate screen made ready
 * to work offline, then started with the connection down; and, for the control screen's
 * specs too, the wait for the roster this device keeps.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { fakeCameraLaunchOptions } from './chromium'
import { qrPng, writeY4mSequence } from './fake-camera'
import { expect, test } from './fixtures'
import { gateScenario } from './gate-tokens'
import { waitForWorker } from './service-worker'

type Scenario = Awaited<ReturnType<typeof gateScenario>>

/**
 * For the spec that calls it (at its top level): the camera films `scenario.others[member]`'s
 * QR from a file of the spec's own, written before its tests and removed after them; the
 * page may log the failed requests of being offline. The returned function gives the
 * scenario and that member once the spec's `beforeAll` has run.
 */
export function filmedMember(spec: string, member: number) {
  const video = path.join(os.tmpdir(), `club-${spec}-${process.pid}.y4m`)

  test.use({
    permissions: ['camera'],
    allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
    launchOptions: fakeCameraLaunchOptions(video),
  })

  let scenario: Scenario | undefined

  test.beforeAll(async () => {
    scenario = await gateScenario()
    const image = await qrPng(scenario.others[member]!.token)
    await writeY4mSequence([{ image, frames: 5 }], video, { width: 640, height: 480, fps: 5 })
  })
  test.afterAll(() => fs.rmSync(video, { force: true }))

  return () => {
    if (!scenario) throw new Error('filmedMember: el escenario se arma en beforeAll')
    return { scenario, socio: scenario.others[member]! }
  }
}

/**
 * Opens the gate (signed in already) and waits until it can work offline: the roster
 * synced and the service worker in control, as on a tablet that has opened the app
 * before. Then the connection drops and the gate starts.
 */
export async function startGateOffline(page: Page, context: BrowserContext) {
  await openGateReady(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
}

/**
 * Opens the gate (signed in already) and waits until it could work offline: the roster
 * synced and the service worker in control. The gate is not started yet.
 */
export async function openGateReady(page: Page) {
  await page.goto('/porteria')
  await expect(page.getByText(/^Lista para funcionar sin conexión: \d+ socios/)).toBeVisible()
  await waitForWorker(page)
}

/** Whether this page's device keeps a synced roster (the store idb-keyval made, if any). */
const rosterSaved = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name)
    // Opening a database that does not exist would create it without its store.
    if (!names.includes('club-porteria')) return false
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('club-porteria')
      open.onerror = () => resolve(false)
      open.onsuccess = () => {
        const db = open.result
        const get = db.transaction('datos').objectStore('datos').get('roster')
        get.onerror = () => (db.close(), resolve(false))
        get.onsuccess = () => (db.close(), resolve(Boolean(get.result?.sincronizadoAt)))
      }
    })
  })

/** Until this page's device keeps a synced roster: then it can answer offline. */
export async function waitForRosterSaved(page: Page) {
  await expect.poll(() => rosterSaved(page), { timeout: 15_000 }).toBe(true)
}
