import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { securityHeaderList } from '../../server/lib/http/security-headers.ts'
import { seedClubSettings } from '../../server/seed/club-settings.ts'
import { STACK } from './fuzz-inputs.ts'
import { watchTableWrites } from './table-writes.ts'
import type { TestApp } from './test-app.ts'

/** A built app's shell for this file, removed after it: paths get pages, not 'no está compilada'. */
export function builtShell(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-fuzz-dist-'))
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  )
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))
  return distDir
}

/**
 * What the fuzz suites need of their app: the club's settings, the accounts and rows `prepare`
 * makes, then a watch of every table (the log and check-ins flushed before each look), and
 * a check of what every answer, an error's and a refusal's too, must be: no stack trace, every
 * security header.
 */
export async function prepareFuzzApp(testApp: TestApp, prepare: (db: Db) => Promise<void>) {
  const { db } = testApp.database
  const services = testApp.app.services
  await seedClubSettings(db)
  await prepare(db)
  const watch = await watchTableWrites(db, async () => {
    await services.audit.flush()
    await services.checkins.flush()
  })
  const securityHeaders = await securityHeaderList()
  const expectSafe = (text: string, header: (name: string) => unknown, what: string) => {
    expect(text, what).not.toMatch(STACK)
    for (const [name, value] of securityHeaders)
      expect(header(name), `${name} on ${what}`).toBe(value)
  }
  return { watch, expectSafe }
}

export type FuzzApp = Awaited<ReturnType<typeof prepareFuzzApp>>
