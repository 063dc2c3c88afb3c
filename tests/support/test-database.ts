import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { openPglite, openPostgres, type Database } from '../../server/db/client.ts'

export type TestDatabase = Database & { cleanup(): Promise<void> }

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_ENGINE=postgres)
 * a database of its own on TEST_DATABASE_URL's server, dropped at cleanup.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_ENGINE !== 'postgres') {
    const database = await openPglite(undefined)
    await database.migrate()
    return { ...database, cleanup: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres necesita TEST_DATABASE_URL')
  const name = `club_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString())
  await database.migrate()
  // Migrations run on a connection of their own: the pool connects now, since postgres.js
  // connects with timers and a test may fake them.
  await database.db.execute(sql`select 1`)
  return {
    ...database,
    cleanup: async () => {
      await database.close()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
