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

/** The advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 0x636c7562

export async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    engine: 'postgres',
    // Processes starting together would each apply the same pending migrations: the second
    // waits for the lock, then finds them applied.
    migrate: async () => {
      // One connection: the session-level lock holds for every statement of the migration.
      const connection = postgres(url, { max: 1, onnotice: () => {} })
      try {
        await connection`select pg_advisory_lock(${MIGRATION_LOCK})`
        await migratePostgres(drizzlePostgres({ client: connection, schema }), {
          migrationsFolder,
        })
      } finally {
        await connection.end({ timeout: 5 })
      }
    },
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
