/**
 * A backup file: a tar with the database entry, the files of `uploads/` and `club/`, and
 * `manifest.json` last (written once the files copied are known: on PostgreSQL a server may
 * delete one meanwhile). Reading checks it whole before anything is restored.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { BackupError } from './backup-error.ts'
import { fileOfEntry } from './data-files.ts'
import {
  DATABASE_ENTRY,
  FILE_FOLDERS,
  MANIFEST_ENTRY,
  parseManifest,
  type FileFolder,
  type Manifest,
} from './manifest.ts'
import { createTar, readTar, TarFormatError, type OnEntry, type TarEntry } from './tar.ts'

type Contents = {
  databaseFile: string
  dataDir: string
  files: Record<FileFolder, string[]>
}

/** Writes the new archive `target`; returns how many files of each folder it holds. */
export async function writeArchive(
  target: string,
  { databaseFile, dataDir, files }: Contents,
  manifestOf: (copied: Record<FileFolder, number>) => Manifest,
) {
  const tar = await createTar(target)
  try {
    await tar.addFile(path.basename(databaseFile), databaseFile)
    const copied = { uploads: 0, club: 0 }
    for (const folder of FILE_FOLDERS) {
      for (const relative of files[folder]) {
        try {
          await tar.addFile(`${folder}/${relative}`, path.join(dataDir, folder, relative))
          copied[folder]++
        } catch (error) {
          // A photo replaced while a PostgreSQL server keeps serving: gone, not an error.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      }
    }
    const manifest = manifestOf(copied)
    await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'))
    await tar.finish()
    return manifest
  } catch (error) {
    await tar.abort().catch(() => undefined)
    throw error
  }
}

export type BackupFile = { path: string; manifest: Manifest }

const invalid = (file: string, why: string) =>
  new BackupError(`${file} no es una copia de seguridad válida del club: ${why}.`)

/** readTar, an archive that is no tar (or a damaged one) said as a BackupError. */
export async function readArchive(file: string, onEntry: OnEntry) {
  try {
    await readTar(file, onEntry)
  } catch (error) {
    if (error instanceof TarFormatError) throw invalid(file, error.message)
    throw error
  }
}

/** The backup in `file`, its structure checked, or a BackupError saying what is wrong. */
export async function openArchive(file: string): Promise<BackupFile> {
  const stat = await fs.stat(file).catch(() => null)
  if (!stat) throw new BackupError(`No existe el archivo ${file}.`)
  if (!stat.isFile()) throw new BackupError(`${file} no es un archivo.`)

  const entries: TarEntry[] = []
  let manifestEntry: TarEntry | undefined
  let manifestBytes = Buffer.alloc(0)
  await readArchive(file, async (entry, data) => {
    entries.push(entry)
    if (entry.name !== MANIFEST_ENTRY || manifestEntry) return
    manifestEntry = entry
    manifestBytes = await buffer(data)
  })
  if (!manifestEntry) throw invalid(file, 'no tiene manifest.json')
  let manifest: Manifest
  try {
    manifest = parseManifest(manifestBytes)
  } catch (error) {
    throw invalid(file, (error as Error).message)
  }
  const database = entries.find((entry) => entry.name === DATABASE_ENTRY[manifest.engine])
  if (!database || manifest.database.entry !== database.name) {
    throw invalid(file, 'no tiene la base de datos')
  }
  if (database.size !== manifest.database.bytes) {
    throw invalid(file, 'la base de datos está incompleta')
  }

  const counts = { uploads: 0, club: 0 }
  for (const entry of entries) {
    if (entry === manifestEntry || entry === database) continue
    const place = fileOfEntry(entry.name)
    if (!place) throw invalid(file, `tiene un archivo inesperado (${entry.name})`)
    counts[place.folder]++
  }
  for (const folder of FILE_FOLDERS) {
    if (counts[folder] !== manifest.files[folder]) {
      throw invalid(file, `faltan archivos de ${folder}/`)
    }
  }
  return { path: file, manifest }
}
