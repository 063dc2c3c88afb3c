import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One process owns DATA_DIR (its PGlite files, uploads and keys). A lock file holding
 * the owner's pid stops a second server; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => fs.rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(fs.readFileSync(lockPath, 'utf8'))
      // Our own pid in the lock is a leftover (a restarted container often gets the same pid).
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `El directorio de datos ${dataDir} ya está en uso por otro proceso (pid ${owner}). ` +
            'Detené ese servidor o usá otro DATA_DIR.',
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`No se pudo bloquear el directorio de datos ${dataDir}.`)
}
