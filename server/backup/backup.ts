/**
 * `npm run cli -- backup [--to FILE]`: the whole club's data in one file (archive.ts): the
 * database by its engine's own tool and the files of `uploads/` and `club/`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts'
import { parseEnv } from '../env.ts'
import {
  BACKUP_USAGE,
  defaultBackupName,
  describeFiles,
  formatBytes,
  formatSeconds,
  fromUserFolder,
  parseOptions,
  toArg,
} from './args.ts'
import { writeArchive } from './archive.ts'
import { BackupError } from './backup-error.ts'
import { listFiles } from './data-files.ts'
import { sha256Of } from './hash.ts'
import { DATABASE_ENTRY, ENGINE_NAME, FORMAT, type Engine, type Manifest } from './manifest.ts'
import { dumpPglite } from './dump/pglite-dump.ts'
import { dumpPostgres } from './dump/postgres-dump.ts'

/**
 * PGlite's files are copied only while no server has them open: the lock is taken, and a
 * running server makes the command refuse. PostgreSQL's pg_dump reads a consistent snapshot
 * while a server serves, the normal case there: that server keeps DATA_DIR's lock.
 */
function lockFor(engine: Engine, dataDir: string): () => void {
  if (engine === 'postgres') return () => {}
  try {
    return lockDataDir(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    throw new BackupError(
      `${error.message}\nUna base PGlite se copia con el servidor detenido: detenelo, ` +
        'hacé la copia y volvé a iniciarlo.',
      { cause: error },
    )
  }
}

export async function backup(args: string[]) {
  const values = parseOptions(args, { to: { type: 'string' } }, BACKUP_USAGE)
  const to = v.parse(toArg, values.to)
  const env = parseEnv()
  const started = performance.now()
  const createdAt = new Date()
  const target = fromUserFolder(to ?? defaultBackupName(createdAt))
  if (await fs.stat(target).catch(() => null)) {
    throw new BackupError(`Ya existe ${target}: elegí otro nombre con --to (no se sobrescribe).`)
  }
  const folder = path.dirname(target)
  if (!(await fs.stat(folder).catch(() => null))?.isDirectory()) {
    throw new BackupError(`No existe la carpeta ${folder}.`)
  }
  const engine: Engine = env.databaseUrl ? 'postgres' : 'pglite'
  const release = lockFor(engine, env.dataDir)
  // Beside the target: the same disk, so the finished archive is renamed into place whole.
  const work = await fs.mkdtemp(path.join(folder, '.club-backup-'))
  try {
    const databaseFile = path.join(work, DATABASE_ENTRY[engine])
    const info =
      engine === 'pglite'
        ? await dumpPglite(path.join(env.dataDir, 'pglite'), databaseFile)
        : await dumpPostgres(env.databaseUrl!, databaseFile)
    const database = {
      entry: DATABASE_ENTRY[engine],
      bytes: (await fs.stat(databaseFile)).size,
      sha256: await sha256Of(databaseFile),
    }
    const files = {
      uploads: await listFiles(env.dataDir, 'uploads'),
      club: await listFiles(env.dataDir, 'club'),
    }
    const partial = path.join(work, 'backup.tar')
    const manifest = await writeArchive(
      partial,
      { databaseFile, dataDir: env.dataDir, files },
      (copied): Manifest => ({
        format: FORMAT,
        app: 'club-pwa',
        engine,
        createdAt: createdAt.toISOString(),
        ...info,
        database,
        files: copied,
      }),
    )
    await fs.rename(partial, target)
    const { size } = await fs.stat(target)
    console.log(
      `Copia guardada en ${target} (${formatBytes(size)}, ` +
        `${formatSeconds(performance.now() - started)}): base ${ENGINE_NAME[engine]} ` +
        `(migración ${manifest.migration.tag}), ${describeFiles(manifest.files)}.`,
    )
    console.log('Guardala fuera de esta máquina.')
  } finally {
    await fs.rm(work, { recursive: true, force: true })
    release()
  }
}
