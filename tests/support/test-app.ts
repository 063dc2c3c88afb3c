import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createApp, type App, type AppDeps } from '../../server/app.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export type TestApp = {
  database: TestDatabase
  app: App
  /** A temporary folder with `uploads`, else a path that does not exist. */
  uploadsDir: string
  /** A temporary folder for the settings' images with `clubImages`, else undefined. */
  clubImagesDir: string | undefined
  /** Closes the app (its check-ins written), then the database, and removes the folder. */
  close(): Promise<void>
}

type TestAppOptions = {
  uploads?: boolean
  /** A folder for the images uploaded from the settings (DATA_DIR/club on a server). */
  clubImages?: boolean
  distDir?: string
  google?: AppDeps['google']
  trustProxy?: number
  staticMap?: AppDeps['staticMap']
  /** Web Push settings (tests/support/push-service.ts makes a stand-in to post to). */
  push?: AppDeps['push']
  /** How many days a phone's certificate lasts (DEVICE_CERT_DAYS); the default's otherwise. */
  deviceCertDays?: number
}

/** A fresh database and the app over it, for one test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const uploadsDir = options.uploads
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'club-uploads-'))
    : '/nonexistent'
  const clubImagesDir = options.clubImages
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'club-imagenes-'))
    : undefined
  const app = createApp({
    database,
    distDir: options.distDir ?? '/nonexistent',
    uploadsDir,
    clubImagesDir,
    google: options.google,
    trustProxy: options.trustProxy,
    staticMap: options.staticMap,
    push: options.push,
    deviceCertDays: options.deviceCertDays,
  })
  return {
    database,
    app,
    uploadsDir,
    clubImagesDir,
    close: async () => {
      await app.close()
      await database.cleanup()
      if (options.uploads) fs.rmSync(uploadsDir, { recursive: true, force: true })
      if (clubImagesDir) fs.rmSync(clubImagesDir, { recursive: true, force: true })
    },
  }
}

/**
 * `createTestApp` for the file that calls it (at its top level): made before its tests,
 * closed after them. Its fields may be read once the tests run, not while the file loads.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined
  beforeAll(async () => {
    current = await createTestApp(options)
  })
  afterAll(() => current?.close())
  const made = () => {
    if (!current) throw new Error('useTestApp: la app se crea en beforeAll')
    return current
  }
  return {
    get database() {
      return made().database
    },
    get app() {
      return made().app
    },
    get uploadsDir() {
      return made().uploadsDir
    },
    get clubImagesDir() {
      return made().clubImagesDir
    },
    close: () => made().close(),
  }
}
