/**
 * A PGlite database saved and loaded with PGlite's own tarball of its data directory
 * (`dumpDataDir`, `loadDataDir`). The CLI holds DATA_DIR's lock meanwhile, so no server has
 * the database open: PGlite is opened here, in this process, not in the server's thread.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { countPeople, readDatabaseInfo, type DatabaseInfo, type Query } from '../database-info.ts'

const queryOf =
  (pg: PGlite): Query =>
  async (sql) =>
    (await pg.query<Record<string, unknown>>(sql)).rows

/** Whether `dir` holds a PGlite database (PostgreSQL's PG_VERSION marks a data directory). */
export const hasPgliteDatabase = (dir: string) =>
  fs.access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  )

/** Writes the tarball of the database in `dir` to the new file `target`. */
export async function dumpPglite(dir: string, target: string): Promise<DatabaseInfo> {
  // Opening an empty folder would make a new database: nothing to copy is said instead.
  if (!(await hasPgliteDatabase(dir))) {
    throw new Error(`No hay una base PGlite en ${dir}: no hay nada que copiar.`)
  }
  const pg = new PGlite(dir)
  try {
    const info = await readDatabaseInfo(queryOf(pg))
    // The tarball is of the files: a checkpoint puts every change in them, not only in the WAL.
    await pg.exec('CHECKPOINT')
    const tarball = await pg.dumpDataDir('gzip')
    await fs.writeFile(target, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx' })
    return info
  } finally {
    await pg.close()
  }
}

/** Makes the database of `tarball` in the new folder `dir`; returns what it holds. */
export async function loadPglite(dir: string, tarball: Buffer) {
  const file = new File([tarball], 'pglite.tar.gz', { type: 'application/x-gzip' })
  let pg: PGlite | undefined
  try {
    pg = await PGlite.create(dir, { loadDataDir: file })
    return await countPeople(queryOf(pg))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`No se pudo abrir la base PGlite de la copia: ${reason}`, { cause: error })
  } finally {
    await pg?.close()
  }
}
