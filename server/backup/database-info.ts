/**
 * What a backup says of its database (schema version, PostgreSQL version) and what a restore
 * tells of what it brought back, read with the same SQL on PGlite and PostgreSQL.
 */
import { BackupError } from './backup-error.ts'
import { migrationOf, type Manifest } from './manifest.ts'

/** Runs one statement and returns its rows: PGlite's `query` or postgres.js's `unsafe`. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>

export type DatabaseInfo = Pick<Manifest, 'migration' | 'serverVersion'>

export async function readDatabaseInfo(query: Query): Promise<DatabaseInfo> {
  const [found] = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  )
  if (!found?.present) {
    throw new BackupError(
      'La base de datos no tiene las tablas del club (el servidor nunca la abrió): ' +
        'no hay nada que copiar.',
    )
  }
  const [row] = await query(
    'select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations',
  )
  const [version] = await query('show server_version')
  return {
    migration: migrationOf(Number(row?.applied), Number(row?.last)),
    serverVersion: String(version?.server_version),
  }
}

/** How many members and accounts a restored database holds, for the closing message. */
export async function countPeople(query: Query) {
  const [row] = await query(
    'select (select count(*) from socios)::int as socios, (select count(*) from users)::int as users',
  )
  return { socios: Number(row?.socios), users: Number(row?.users) }
}
