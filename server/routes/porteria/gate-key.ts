/**
 * The gate key: an HMAC key that hashes DNIs for the gate's roster (docs/architecture.md#offline,
 * ADR 0017). Made once and kept in `settings`, a secret of its own (not the server secret, which
 * never leaves the server: this one goes to every tablet), so every process of a deployment
 * hashes alike and a tablet's cached roster stays valid across restarts.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  hashDocumento,
  importDocumentoKey,
  type DocumentoKey,
} from '../../../src/domain/alta/documento-hash.ts'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/configuracion.ts'

const SETTING = 'gate-documento-key'
/** A roll's DNIs fit many times over; past this the cache starts again (a leak guard). */
const MAX_CACHED = 200_000

type Loaded = { text: string; key: DocumentoKey }
export type GateKey = ReturnType<typeof createGateKey>

/**
 * This process's gate key and the hashes it made: WebCrypto's HMAC costs tens of microseconds
 * a call, so a full roster of 10,000 members is hashed once per process, not per request.
 */
export function createGateKey(db: Db) {
  let loaded: Promise<Loaded> | null = null
  const hashes = new Map<string, string>()

  const load = async (): Promise<Loaded> => {
    await db
      .insert(settings)
      .values({ key: SETTING, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
    const [row] = await db.select().from(settings).where(eq(settings.key, SETTING))
    const text = String(row!.value)
    return { text, key: await importDocumentoKey(text) }
  }
  const current = () => {
    loaded ??= load()
    // A failed read is tried again by the next request.
    loaded.catch(() => (loaded = null))
    return loaded
  }

  return {
    /** The key as tablets get it (base64url). */
    text: async () => (await current()).text,
    /** The hash of one DNI (digits only), remembered. */
    async hash(documento: string): Promise<string> {
      const known = hashes.get(documento)
      if (known !== undefined) return known
      const hash = await hashDocumento((await current()).key, documento)
      if (hashes.size >= MAX_CACHED) hashes.clear()
      hashes.set(documento, hash)
      return hash
    },
    close() {
      hashes.clear()
      loaded = null
    },
  }
}
