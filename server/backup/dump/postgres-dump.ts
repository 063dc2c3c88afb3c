/**
 * A PostgreSQL database saved with pg_dump's custom format and restored with pg_restore: the
 * engine's own tools, so sequences, constraints, triggers and functions come back as they were.
 */
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import * as schema from '../../db/schema.ts'
import { BackupError } from '../backup-error.ts'
import { countPeople, readDatabaseInfo, type DatabaseInfo, type Query } from '../database-info.ts'
import { connection, runTool, startTool } from './postgres-tools.ts'

const ourTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))

async function withClient<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    return await work((text) => sql.unsafe(text))
  } catch (error) {
    if (error instanceof BackupError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new BackupError(`No se pudo consultar la base PostgreSQL: ${reason}`, { cause: error })
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** pg_dump of DATABASE_URL into the new file `target`; a running server may keep serving. */
export async function dumpPostgres(url: string, target: string): Promise<DatabaseInfo> {
  const info = await withClient(url, readDatabaseInfo)
  const { args, env } = connection(url)
  await runTool('pg_dump', ['--format=custom', `--file=${target}`, '--no-password', ...args], env)
  return info
}

/** The club's tables (and drizzle's record of migrations) the database already has. */
export function tablesOfOurs(url: string): Promise<string[]> {
  return withClient(url, async (query) => {
    const names = ourTables.map((name) => `'${name}'`).join(', ')
    const rows = await query(
      `select schemaname || '.' || tablename as name from pg_tables where ` +
        `(schemaname = 'public' and tablename in (${names})) or ` +
        `(schemaname = 'drizzle' and tablename = '__drizzle_migrations') order by 1`,
    )
    return rows.map((row) => String(row.name))
  })
}

/**
 * Other sessions on the database. API processes on PostgreSQL hold no DATA_DIR lock (ADR
 * 0034): an open session is how a server still running shows.
 */
export const otherSessions = (url: string) =>
  withClient(url, async (query) => {
    const [row] = await query(
      'select count(*) as n from pg_stat_activity ' +
        'where datname = current_database() and pid <> pg_backend_pid()',
    )
    return Number(row!.n)
  })

/** What --force empties before the dump is restored: every object of the club's schemas. */
const EMPTY_SCHEMAS =
  'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\n' +
  'create schema public;\n'

/**
 * Restores `dump` in one transaction: pg_restore writes SQL that psql runs between a BEGIN
 * and a COMMIT sent only once pg_restore has finished well, so a failure changes nothing.
 * With `replace`, the club's schemas are dropped in that same transaction.
 */
export async function restorePostgres(url: string, dump: string, replace: boolean) {
  const { args, env } = connection(url)
  const psql = startTool('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--no-password', ...args], {
    env: { ...env, PGOPTIONS: '-c client_min_messages=warning' },
    stdin: 'pipe',
  })
  const restore = startTool('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], {
    stdout: 'pipe',
  })
  const input = psql.child.stdin!
  // psql stopped by an error closes its input: its exit code and message tell it.
  input.on('error', () => {})
  restore.child.stdout!.on('error', () => {})
  input.write(`begin;\n${replace ? EMPTY_SCHEMAS : ''}`)
  restore.child.stdout!.pipe(input, { end: false })
  const restored = await restore.done.then(
    () => null,
    (error: unknown) => error,
  )
  input.end(restored === null ? 'commit;\n' : '')
  await psql.done
  if (restored !== null) throw restored
}

export const countPostgres = (url: string) => withClient(url, countPeople)
