import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { startPgliteThread } from './pglite-thread.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  engine: 'pglite' | 'postgres'
  /** Applies pending drizzle-kit migrations. */
  migrate(): Promise<void>
  close(): Promise<void>
}

/** Beside this module: server/db/migrations, or the copy in dist-server/ once compiled. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** PGlite stored in `dir` (or in memory when `dir` is undefined), in a thread of its own. */
export async function openPglite(
  dir: string | undefined,
  onCrash?: (error: Error) => void,
): Promise<Database> {
  const { client, close } = await startPgliteThread(dir, onCrash)
  const db = drizzlePglite({ client, schema })
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close,
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  }
}

/**
 * The engine the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite,
 * whose thread's crash `onCrash` hears of.
 */
export function openDatabase(
  env: { dataDir: string; databaseUrl: string | undefined },
  onCrash?: (error: Error) => void,
) {
  return env.databaseUrl
    ? openPostgres(env.databaseUrl)
    : openPglite(path.join(env.dataDir, 'pglite'), onCrash)
}
