/**
 * `npm run cli -- restore --from FILE [--force]`: puts a backup back on the engine it was
 * made on, into an empty target unless --force. Everything is made in a folder beside the
 * target first; the target changes only once the backup has been read and loaded whole.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts'
import { parseEnv, type Env } from '../env.ts'
import {
  describeFiles,
  formatDate,
  fromArg,
  fromUserFolder,
  parseOptions,
  plural,
  RESTORE_USAGE,
} from './args.ts'
import { openArchive, readArchive, type BackupFile } from './archive.ts'
import { BackupError } from './backup-error.ts'
import { fileOfEntry } from './data-files.ts'
import { describeTarget } from './restore-target.ts'
import { ENGINE_NAME, FILE_FOLDERS, newerThanApp, type Engine } from './manifest.ts'
import { loadPglite } from './dump/pglite-dump.ts'
import { countPostgres, otherSessions, restorePostgres } from './dump/postgres-dump.ts'
import { describeDatabase } from './dump/postgres-tools.ts'
import { extractEntry } from './tar.ts'

function engineMismatch(backup: Engine): BackupError {
  return new BackupError(
    backup === 'pglite'
      ? 'Esta copia es de una base PGlite y DATABASE_URL apunta a PostgreSQL: una copia se ' +
          'restaura en el mismo motor. Quitá DATABASE_URL para restaurarla en PGlite.'
      : 'Esta copia es de una base PostgreSQL y DATABASE_URL no está definida (se usaría ' +
          'PGlite): una copia se restaura en el mismo motor. Definí DATABASE_URL con una base ' +
          'vacía.',
  )
}

function lock(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    throw new BackupError(`${error.message}\nDetené el servidor antes de restaurar.`, {
      cause: error,
    })
  }
}

async function refuseWhileConnected(url: string) {
  const sessions = await otherSessions(url)
  if (sessions === 0) return
  throw new BackupError(
    `La base PostgreSQL ${describeDatabase(url)} tiene ` +
      `${plural(sessions, 'otra conexión abierta', 'otras conexiones abiertas')}: detené los ` +
      'servidores (y lo que más la use) antes de restaurar.',
  )
}

const damaged = (file: string) =>
  new BackupError(`${file} está dañado: la base de datos que guarda no coincide con su suma.`)

/** Writes the database and the files of `archive` where `staging` says; returns the counts. */
async function load(archive: BackupFile, env: Env, staging: string, replace: boolean) {
  const { engine, database } = archive.manifest
  const dump = path.join(staging, database.entry)
  let sha256 = ''
  await readArchive(archive.path, async (entry, data) => {
    if (entry.name === database.entry) {
      sha256 = await extractEntry(data, dump)
      return
    }
    const place = fileOfEntry(entry.name)
    if (!place) return
    const target = path.join(staging, place.folder, place.relative)
    await fs.mkdir(path.dirname(target), { recursive: true })
    await extractEntry(data, target)
  })
  if (sha256 !== database.sha256) throw damaged(archive.path)
  if (engine === 'pglite') return loadPglite(path.join(staging, 'pglite'), await fs.readFile(dump))
  await restorePostgres(env.databaseUrl!, dump, replace)
  return countPostgres(env.databaseUrl!)
}

/** Moves what `staging` holds into DATA_DIR; what it replaces goes away last. */
async function swapIn(staging: string, dataDir: string, engine: Engine) {
  const names = [...(engine === 'pglite' ? ['pglite'] : []), ...FILE_FOLDERS]
  const replaced = path.join(staging, 'reemplazado')
  await fs.mkdir(replaced)
  for (const name of names) {
    await fs.mkdir(path.join(staging, name), { recursive: true })
    await fs.rename(path.join(dataDir, name), path.join(replaced, name)).catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    })
    await fs.rename(path.join(staging, name), path.join(dataDir, name))
  }
}

export async function restore(args: string[]) {
  const values = parseOptions(
    args,
    { from: { type: 'string' }, force: { type: 'boolean' } },
    RESTORE_USAGE,
  )
  const archive = await openArchive(fromUserFolder(v.parse(fromArg, values.from)))
  const { manifest } = archive
  const env = parseEnv()
  const engine: Engine = env.databaseUrl ? 'postgres' : 'pglite'
  if (manifest.engine !== engine) throw engineMismatch(manifest.engine)
  const newer = newerThanApp(manifest.migration)
  if (newer) throw new BackupError(newer)

  const release = lock(env.dataDir)
  try {
    if (engine === 'postgres') await refuseWhileConnected(env.databaseUrl!)
    const present = await describeTarget(env, engine)
    const list = present.lines.map((line) => `  - ${line}`).join('\n')
    if (present.lines.length > 0 && !values.force) {
      throw new BackupError(
        `El destino no está vacío:\n${list}\nRestaurá en un DATA_DIR nuevo` +
          (engine === 'postgres' ? ' y una base vacía' : '') +
          ', o agregá --force para reemplazar todo eso por la copia.',
      )
    }
    if (present.lines.length > 0) console.log(`--force: se reemplaza por la copia:\n${list}`)
    const staging = await fs.mkdtemp(path.join(env.dataDir, '.restaurando-'))
    try {
      const counts = await load(archive, env, staging, present.database)
      await swapIn(staging, env.dataDir, engine)
      console.log(
        `Copia del ${formatDate(manifest.createdAt)} (${ENGINE_NAME[engine]}, migración ` +
          `${manifest.migration.tag}) restaurada: ${plural(counts.socios, 'socio', 'socios')}, ` +
          `${plural(counts.users, 'cuenta', 'cuentas')}, ${describeFiles(manifest.files)}.`,
      )
      console.log('Al iniciar, el servidor aplica las migraciones que falten.')
    } finally {
      await fs.rm(staging, { recursive: true, force: true })
    }
  } finally {
    release()
  }
}
