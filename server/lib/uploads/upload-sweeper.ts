/**
 * The sweep of orphan uploads (orphan-uploads.ts) while the server runs. At start the
 * server sweeps once, but on PostgreSQL only files over an hour old: the files a crash left
 * younger than that would stay until the next restart. So every SWEEP_EVERY_MS it sweeps
 * again, on either engine only files older than ORPHAN_MIN_AGE_MS, since a registration of
 * this process or another may be between its files and its commit: a crash's orphans go
 * within an hour plus a period.
 */
import type { Db } from '../../db/client.ts'
import { ORPHAN_MIN_AGE_MS, sweepOrphanUploads } from './orphan-uploads.ts'

export const SWEEP_EVERY_MS = 10 * 60 * 1000

/** Logs what a sweep deleted, or why it could not look; never rejects. */
export function reportSweep(sweeping: Promise<string[]>): Promise<void> {
  return sweeping.then(
    (swept) => {
      if (swept.length > 0)
        console.log(`Fotos sin registro (de altas o cambios cortados) borradas: ${swept.length}.`)
    },
    (error: unknown) =>
      console.warn(`No se pudieron revisar las fotos de uploads/: ${(error as Error).message}`),
  )
}

export type UploadSweeper = ReturnType<typeof createUploadSweeper>

/**
 * Sweeps `dir` every `everyMs`, each period counted from the end of the last sweep; `now`
 * is the clock the files' age is measured by. `close()` stops it and waits for a sweep
 * under way: before the database closes (server/index.ts).
 */
export function createUploadSweeper(
  db: Db,
  dir: string,
  { everyMs = SWEEP_EVERY_MS, now = Date.now }: { everyMs?: number; now?: () => number } = {},
) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let sweeping: Promise<void> | null = null
  let closed = false

  /** One sweep, the one the timer runs: the names of the files deleted. */
  const sweep = () => sweepOrphanUploads(db, dir, { olderThanMs: ORPHAN_MIN_AGE_MS, now: now() })

  function schedule() {
    timer = setTimeout(() => {
      timer = null
      sweeping = reportSweep(sweep()).finally(() => {
        sweeping = null
        if (!closed) schedule()
      })
    }, everyMs)
    // The server's sockets keep the process running; a sweeper alone never does.
    timer.unref()
  }
  schedule()

  return {
    sweep,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      timer = null
      await sweeping
    },
  }
}
