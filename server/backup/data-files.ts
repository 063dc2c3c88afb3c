/**
 * The files of DATA_DIR a backup holds: members' photos and ID scans (`uploads/`) and the
 * club's uploaded images (`club/`), named in the archive `<folder>/<path inside it>`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { FILE_FOLDERS, type FileFolder } from './manifest.ts'

/** The regular files under `DATA_DIR/<folder>`, as paths inside it with `/`, sorted. */
export async function listFiles(dataDir: string, folder: FileFolder): Promise<string[]> {
  const root = path.join(dataDir, folder)
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((relative) => relative.split(path.sep).join('/'))
      .sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

export async function countFiles(dataDir: string): Promise<Record<FileFolder, number>> {
  const [uploads, club] = await Promise.all(FILE_FOLDERS.map((f) => listFiles(dataDir, f)))
  return { uploads: uploads!.length, club: club!.length }
}

/**
 * The folder and path of an archive entry that is one of those files, or null. A name that
 * would leave its folder (`..`, an absolute path) is never one: restore writes only inside.
 */
export function fileOfEntry(name: string): { folder: FileFolder; relative: string } | null {
  const [folder, ...parts] = name.split('/')
  if (!FILE_FOLDERS.includes(folder as FileFolder) || parts.length === 0) return null
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) {
    return null
  }
  return { folder: folder as FileFolder, relative: parts.join('/') }
}
