/**
 * What a restore would replace: a PGlite database in DATA_DIR, the club's tables in the
 * PostgreSQL database, files in `uploads/` and `club/`. Empty means none of them.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Env } from '../env.ts'
import { plural } from './args.ts'
import { listFiles } from './data-files.ts'
import { FILE_FOLDERS, type Engine } from './manifest.ts'
import { describeDatabase } from './dump/postgres-tools.ts'
import { tablesOfOurs } from './dump/postgres-dump.ts'

export type Target = { lines: string[]; database: boolean }

async function databaseLine(env: Env, engine: Engine): Promise<string | null> {
  if (engine === 'pglite') {
    const dir = path.join(env.dataDir, 'pglite')
    const entries = await fs.readdir(dir).catch(() => [])
    return entries.length > 0 ? `la base PGlite de ${dir}` : null
  }
  const tables = await tablesOfOurs(env.databaseUrl!)
  if (tables.length === 0) return null
  return (
    `la base PostgreSQL ${describeDatabase(env.databaseUrl!)}, con ${tables.length} tablas ` +
    'del club (se borran sus esquemas public y drizzle)'
  )
}

export async function describeTarget(env: Env, engine: Engine): Promise<Target> {
  const database = await databaseLine(env, engine)
  const lines = database ? [database] : []
  for (const folder of FILE_FOLDERS) {
    const count = (await listFiles(env.dataDir, folder)).length
    if (count > 0) {
      const dir = path.join(env.dataDir, folder)
      lines.push(`${plural(count, 'archivo', 'archivos')} en ${dir}`)
    }
  }
  return { lines, database: database !== null }
}
