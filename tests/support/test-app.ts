import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createApp, type App, type AppDeps } from '../../server/app.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export type TestApp = {
  database: TestDatabase
  app: App
  /** A temporary folder with `uploads`, else a path that does not exist. */
  uploadsDir: string
  /** Closes the app (its check-ins written), then the database, and removes the folder. */
  close(): Promise<void>
}

/** A fresh database and the app over it, for one test file. */
export async function createTestApp(
  options: { uploads?: boolean; distDir?: string; google?: AppDeps['google'] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase()
  const uploadsDir = options.uploads
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'club-uploads-'))
    : '/nonexistent'
  const app = createApp({
    database,
    distDir: options.distDir ?? '/nonexistent',
    uploadsDir,
    google: options.google,
  })
  return {
    database,
    app,
    uploadsDir,
    close: async () => {
      await app.close()
      await database.cleanup()
      if (options.uploads) fs.rmSync(uploadsDir, { recursive: true, force: true })
    },
  }
}
