/**
 * Photo files that no row names. A registration or a photo change writes its files before
 * its transaction and deletes them if the transaction fails; a process killed in between
 * (kill -9, out of memory, power cut) leaves them behind, never a row without its file
 * (docs/architecture.md#data). The server sweeps them at start.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../db/client.ts'
import { imagenesPersonas } from '../../db/schema/socios.ts'

/**
 * On PostgreSQL other processes share DATA_DIR/uploads, and a file one of them has just
 * written may still wait for its transaction's commit: only files older than this are swept.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000

/** The names saveImages gives (server/lib/uploads/images.ts): nothing else in the folder is touched. */
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/

/**
 * Deletes the files of `dir` named as uploads, modified more than `olderThanMs` ago, that no
 * `imagenes_personas` row names; returns their names.
 */
export async function sweepOrphanUploads(
  db: Db,
  dir: string,
  { olderThanMs, now = Date.now() }: { olderThanMs: number; now?: number },
): Promise<string[]> {
  let names: string[]
  try {
    names = (await fs.readdir(dir)).filter((name) => UPLOAD_NAME.test(name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const old: string[] = []
  for (const name of names) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null)
    if (stat?.isFile() && now - stat.mtimeMs > olderThanMs) old.push(name)
  }
  if (old.length === 0) return []
  // Read after the files: a row committed since names a file already listed, and is seen.
  const rows = await db.select({ ruta: imagenesPersonas.ruta }).from(imagenesPersonas)
  const named = new Set(rows.map(({ ruta }) => path.basename(ruta)))
  const orphans = old.filter((name) => !named.has(name))
  await Promise.all(orphans.map((name) => fs.rm(path.join(dir, name), { force: true })))
  return orphans
}
