/**
 * The devices revoked whose certificate has not ended (docs/architecture.md#device-token):
 * validarToken refuses their codes and the roster hands them to the tablets, which refuse them
 * offline. A revoked device whose certificate ended needs no list: its codes fail as expired.
 * validarToken asks on every device code, so this process keeps the list: read on first use,
 * then again at most once a minute, behind the scans. A device revoked through another
 * process (or by hand) is known here within that minute.
 */
import { and, gt, isNotNull } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { dispositivos } from '../../../db/schema/dispositivos.ts'

/** How often the list is read again. */
export const REVOKED_READ_EVERY_MS = 60_000

type Revoked = { ids: ReadonlySet<number>; list: number[] }

export type RevokedDevices = ReturnType<typeof createRevokedDevices>

/** `close()` waits for a read under way, so none runs after the database closes. */
export function createRevokedDevices(db: Db) {
  let current: Revoked | null = null
  let readAt = -Infinity
  let reading: Promise<Revoked> | null = null

  const read = (now: number) =>
    (reading ??= (async () => {
      // A failed read is tried again a minute later, not on every scan.
      readAt = now
      const rows = await db
        .select({ id: dispositivos.id })
        .from(dispositivos)
        .where(and(isNotNull(dispositivos.revokedAt), gt(dispositivos.validoHasta, new Date(now))))
        .orderBy(dispositivos.id)
      const list = rows.map((row) => row.id)
      current = { ids: new Set(list), list }
      return current
    })().finally(() => {
      reading = null
    }))

  /** The list in hand (read first when there is none); an old one is read again behind. */
  async function revoked(now = Date.now()): Promise<Revoked> {
    if (!current) return read(now)
    if (now - readAt >= REVOKED_READ_EVERY_MS) read(now).catch(logFailedRead)
    return current
  }

  return {
    /** The revoked devices' ids, for `verifyDeviceToken`'s `revocados`. */
    ids: async (now = Date.now()) => (await revoked(now)).ids,
    /** The same, as the roster sends them (ascending). */
    list: async (now = Date.now()) => (await revoked(now)).list,
    /** Reads the list now: after this process revoked a device, and in tests. */
    refresh: async (now = Date.now()) => {
      await reading?.catch(() => {})
      await read(now)
    },
    close: async () => {
      await reading?.catch(() => {})
    },
  }
}

function logFailedRead(error: unknown) {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(`No se pudieron leer los dispositivos quitados: ${reason}`)
}
