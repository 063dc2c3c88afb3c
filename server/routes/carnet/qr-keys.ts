/**
 * The Ed25519 keys that sign QR tokens (docs/architecture.md#qr-token). They live in the database,
 * so every API process behind a load balancer signs with the same key and publishes the same list.
 *
 * - The newest key not retired signs. If there is none, one is created on first use.
 * - Keys not retired, and keys retired less than 30 days ago, verify: a server token lives 5
 *   minutes, but a phone's certificate (signed by the key of its day) up to DEVICE_CERT_DAYS.
 * - A key withdrawn by hand (`retire-qr-key`) verifies no more and loses its private key.
 * - Private keys never leave this module: no API response, no log line carries them.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm'
import {
  base64UrlDecode,
  base64UrlEncode,
  decodeQrToken,
  importQrPublicKey,
  qrClaims,
  signQrToken,
  verifyDecodedQrToken,
  type QrKey,
  type QrVerification,
  type SignatureCheck,
} from '../../../src/domain/carnet/qr-token.ts'
import {
  firmarCertificado,
  type CertificadoClaims,
} from '../../../src/domain/dispositivos/device-token.ts'
import type { Db } from '../../db/client.ts'
import { qrKeys } from '../../db/schema/carnet.ts'
import type { SignatureChecker } from '../../lib/infra/signature-thread.ts'

const ED25519 = { name: 'Ed25519' } as const
/**
 * How long a retired key still verifies: as long as the longest certificate it may have
 * signed for a phone offline since (DEVICE_CERT_DAYS is at most 30). Routine retirement
 * only; a leaked key is withdrawn, and verifies no more at once.
 */
export const RETIRED_GRACE_DAYS = 30
const RETIRED_GRACE = sql`now() - ${sql.raw(`interval '${RETIRED_GRACE_DAYS} days'`)}`
/** How long this process trusts its list of verification keys before reading it again. */
const KEY_SET_TTL_MS = 60_000
/** An unknown kid re-reads the list at most this often (a flood of forged kids stays cheap). */
const KEY_SET_MIN_REFRESH_MS = 1_000

export type QrPublicKey = { kid: string; publicKey: string; createdAt: string }

type KeySet = { at: number; keys: Promise<ReadonlyMap<string, QrKey>> }

/** Called when this process changed the list of keys, for its cached list to be dropped. */
type OnChange = () => void
const unchanged: OnChange = () => {}

/** A cached import; a failed import is forgotten so the next call tries again. */
function cached(map: Map<string, Promise<QrKey>>, kid: string, load: () => Promise<QrKey>) {
  let key = map.get(kid)
  if (!key) {
    key = load()
    map.set(kid, key)
    key.catch(() => map.delete(kid))
  }
  return key
}

const validNow = and(
  isNull(qrKeys.withdrawnAt),
  or(isNull(qrKeys.retiredAt), gt(qrKeys.retiredAt, RETIRED_GRACE)),
)
/** The keys that may sign: not retired (a withdrawn key is retired too). */
const signable = and(isNull(qrKeys.retiredAt), isNotNull(qrKeys.privateKey))
const newestFirst = [desc(qrKeys.createdAt), desc(qrKeys.kid)] as const

/** A new key pair, stored; returns its kid. */
async function createQrKey(db: Db, onChange: OnChange): Promise<string> {
  const subtle = globalThis.crypto.subtle
  const pair = (await subtle.generateKey(ED25519, true, ['sign', 'verify'])) as {
    publicKey: QrKey
    privateKey: QrKey
  }
  const publicKey = base64UrlEncode(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)))
  const privateKey = base64UrlEncode(
    new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey)),
  )
  // 32 random bits: a clash is unlikely, and a clashing kid is simply drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const kid = randomBytes(4).toString('hex')
    const [row] = await db
      .insert(qrKeys)
      .values({ kid, publicKey, privateKey })
      .onConflictDoNothing()
      .returning({ kid: qrKeys.kid })
    if (row) {
      onChange()
      return row.kid
    }
  }
  throw new Error('No se pudo crear una clave QR')
}

/** The signing key's row: the newest not retired, created when there is none. */
async function signingRow(db: Db, onChange: OnChange) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select({ kid: qrKeys.kid, privateKey: qrKeys.privateKey })
      .from(qrKeys)
      .where(signable)
      .orderBy(...newestFirst)
      .limit(1)
    if (row?.privateKey) return { kid: row.kid, privateKey: row.privateKey }
    // Two processes starting at once may both create one: both verify, the newer signs.
    await createQrKey(db, onChange)
  }
  throw new Error('No hay clave QR activa')
}

function importSigningKey(kid: string, privateKey: string): Promise<QrKey> {
  const pkcs8 = base64UrlDecode(privateKey)
  if (!pkcs8) throw new Error(`Clave QR ${kid} ilegible`)
  return globalThis.crypto.subtle.importKey('pkcs8', pkcs8, ED25519, false, ['sign'])
}

type ImportSigningKey = (kid: string, privateKey: string) => Promise<QrKey>

async function issueWith(
  db: Db,
  socioId: number,
  now: number,
  importKey: ImportSigningKey,
  onChange: OnChange,
): Promise<string> {
  const { kid, privateKey } = await signingRow(db, onChange)
  return signQrToken(qrClaims(kid, socioId, now / 1000), await importKey(kid, privateKey))
}

/**
 * A QR token for a member, signed now with the current key, for one-off use (the tests, a
 * benchmark); the server signs through its store (`createQrKeys`), which keeps the key.
 */
export function issueQrToken(db: Db, socioId: number, now = Date.now()): Promise<string> {
  return issueWith(db, socioId, now, importSigningKey, unchanged)
}

/** The public keys a gate may verify with, newest first (GET /gate/keys). */
async function listQrPublicKeys(db: Db, onChange: OnChange): Promise<QrPublicKey[]> {
  await signingRow(db, onChange)
  const rows = await db
    .select({ kid: qrKeys.kid, publicKey: qrKeys.publicKey, createdAt: qrKeys.createdAt })
    .from(qrKeys)
    .where(validNow)
    .orderBy(...newestFirst)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

/**
 * A new signing key: it signs from now on; the previous ones stay valid until retired.
 * Returns the new kid and the kid of the key that signed until now (null when none did).
 */
export async function rotateQrKey(
  db: Db,
  onChange = unchanged,
): Promise<{ kid: string; previous: string | null }> {
  const [previous] = await db
    .select({ kid: qrKeys.kid })
    .from(qrKeys)
    .where(isNull(qrKeys.retiredAt))
    .orderBy(...newestFirst)
    .limit(1)
  const kid = await createQrKey(db, onChange)
  return { kid, previous: previous?.kid ?? null }
}

/**
 * Retires every key not retired except the `keep` newest (after a rotation: the new one,
 * and the previous one whose tokens are still alive). Returns the retired kids.
 */
export async function retireOldQrKeys(db: Db, keep = 2, onChange = unchanged): Promise<string[]> {
  const retired = await db.transaction(async (tx) => {
    const newest = await tx
      .select({ kid: qrKeys.kid })
      .from(qrKeys)
      .where(isNull(qrKeys.retiredAt))
      .orderBy(...newestFirst)
      .limit(keep)
    const kept = newest.map((row) => row.kid)
    const rows = await tx
      .update(qrKeys)
      .set({ retiredAt: sql`now()` })
      .where(
        and(isNull(qrKeys.retiredAt), kept.length > 0 ? notInArray(qrKeys.kid, kept) : undefined),
      )
      .returning({ kid: qrKeys.kid })
    return rows.map((row) => row.kid)
  })
  onChange()
  return retired
}

/** Retires one key at once (it still verifies for RETIRED_GRACE_DAYS). */
export async function retireQrKey(db: Db, kid: string, onChange = unchanged): Promise<boolean> {
  const rows = await db
    .update(qrKeys)
    .set({ retiredAt: sql`now()` })
    .where(and(eq(qrKeys.kid, kid), isNull(qrKeys.retiredAt)))
    .returning({ kid: qrKeys.kid })
  onChange()
  return rows.length > 0
}

export type WithdrawResult = { ok: true } | { ok: false; message: string }

/**
 * Withdraws a key at once (`npm run cli -- retire-qr-key --kid K`): it verifies no more, its
 * tokens are refused, and its private key is erased. The key that signs now is refused:
 * rotate first. Other processes drop it with their next reading of the list (a minute).
 */
export async function withdrawQrKey(
  db: Db,
  kid: string,
  onChange = unchanged,
): Promise<WithdrawResult> {
  const result = await db.transaction(async (tx): Promise<WithdrawResult> => {
    const [row] = await tx
      .select({ withdrawnAt: qrKeys.withdrawnAt })
      .from(qrKeys)
      .where(eq(qrKeys.kid, kid))
      .for('update')
    if (!row) return { ok: false, message: `No existe la clave QR ${kid}` }
    if (row.withdrawnAt) return { ok: false, message: `La clave ${kid} ya estaba retirada` }
    const [signer] = await tx
      .select({ kid: qrKeys.kid })
      .from(qrKeys)
      .where(signable)
      .orderBy(...newestFirst)
      .limit(1)
    if (signer?.kid === kid)
      return {
        ok: false,
        message: `La clave ${kid} es la que firma ahora: primero rotala con rotate-qr-key`,
      }
    await tx
      .update(qrKeys)
      .set({
        withdrawnAt: sql`now()`,
        retiredAt: sql`coalesce(${qrKeys.retiredAt}, now())`,
        privateKey: null,
      })
      .where(eq(qrKeys.kid, kid))
    return { ok: true }
  })
  if (result.ok) onChange()
  return result
}

export type QrKeys = ReturnType<typeof createQrKeys>

/**
 * This process's QR keys over `db`: the imported keys and the list of verification keys,
 * kept for the life of the server; signatures are checked by `signatures`.
 */
/** About 3 MB of certificates remembered; past it, the memory starts again. */
const MAX_VERIFIED_CERTIFICATES = 10_000

export function createQrKeys(db: Db, signatures: Pick<SignatureChecker, 'verify'>) {
  const signing = new Map<string, Promise<QrKey>>()
  const verifying = new Map<string, Promise<QrKey>>()
  let keySet: KeySet | null = null
  /** The list being read again behind the scans, if any. */
  let refreshing: Promise<void> | null = null
  /** The raw bytes of each verification key, which libsodium takes. */
  const rawPublicKeys = new WeakMap<QrKey, Uint8Array>()
  /**
   * Device certificates whose signature held (their bytes and signature): a phone shows the
   * same one for a day, so a scan checks only the phone's signature. The kid is looked up
   * before, so a withdrawn key's certificates are refused all the same.
   */
  const verifiedCertificates = new Set<string>()

  const forgetKeySet: OnChange = () => {
    keySet = null
    verifiedCertificates.clear()
  }
  const importSigning: ImportSigningKey = (kid, privateKey) =>
    cached(signing, kid, () => importSigningKey(kid, privateKey))

  async function importVerifyingKey(publicKey: string): Promise<QrKey> {
    const key = await importQrPublicKey(publicKey)
    rawPublicKeys.set(key, base64UrlDecode(publicKey)!)
    return key
  }

  async function loadKeySet(): Promise<ReadonlyMap<string, QrKey>> {
    const rows = await listQrPublicKeys(db, forgetKeySet)
    const entries = await Promise.all(
      rows.map(
        async (row) =>
          [
            row.kid,
            await cached(verifying, row.kid, () => importVerifyingKey(row.publicKey)),
          ] as const,
      ),
    )
    return new Map(entries)
  }

  /** Reads the list again and puts it in place once read; a failed read leaves the old one. */
  function refreshBehind(current: KeySet, now: number) {
    if (refreshing) return
    const next: KeySet = { at: now, keys: loadKeySet() }
    refreshing = next.keys
      .then(
        () => {
          // Unless something newer took its place meanwhile (a key created here, an unknown kid).
          if (keySet === current) keySet = next
        },
        () => undefined,
      )
      .finally(() => (refreshing = null))
  }

  function refreshKeySet(now: number) {
    const fresh: KeySet = { at: now, keys: loadKeySet() }
    keySet = fresh
    fresh.keys.catch(() => {
      if (keySet === fresh) keySet = null
    })
    return fresh.keys
  }

  /**
   * The verification keys of this process: read again after a minute, behind the scans (the
   * list in hand answers meanwhile, as a scan that waited for the read would hold every scan
   * behind it), or at once when a token names a kid the list does not have (a key another
   * process just created).
   */
  function verificationKeys(
    wantedKid?: string,
    now = Date.now(),
  ): Promise<ReadonlyMap<string, QrKey>> {
    const current = keySet
    if (!current) return refreshKeySet(now)
    if (now - current.at >= KEY_SET_TTL_MS) refreshBehind(current, now)
    if (wantedKid === undefined) return current.keys
    return current.keys.then((keys) =>
      keys.has(wantedKid) || now - current.at < KEY_SET_MIN_REFRESH_MS || keySet !== current
        ? (keySet?.keys ?? keys)
        : refreshKeySet(now),
    )
  }

  /**
   * The signature thread's libsodium (signature-thread.ts); the kiosk and browsers keep WebCrypto.
   */
  const threadSignatureCheck: SignatureCheck = async (key, signature, data) => {
    const raw =
      rawPublicKeys.get(key) ?? new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', key))
    return signatures.verify(raw, signature, data)
  }

  return {
    /** Creates the first key when none is active (at start, or before the first token). */
    ensure: async (): Promise<void> => {
      await signingRow(db, forgetKeySet)
    },
    /** A QR token for a member, signed now with the current key. */
    issue: (socioId: number, now = Date.now()) =>
      issueWith(db, socioId, now, importSigning, forgetKeySet),
    /**
     * A device's certificate (docs/architecture.md#device-token), signed with the key that
     * signs tokens now, so a gate that knows the token keys knows this one too.
     */
    async signCertificado(claims: Omit<CertificadoClaims, 'kid'>): Promise<string> {
      const { kid, privateKey } = await signingRow(db, forgetKeySet)
      return firmarCertificado({ kid, ...claims }, await importSigning(kid, privateKey))
    },
    list: () => listQrPublicKeys(db, forgetKeySet),
    verificationKeys,
    /** A device certificate's server signature: the thread's check, remembered when it held. */
    checkCertificate: (async (key, signature, data) => {
      const id = `${base64UrlEncode(data)}.${base64UrlEncode(signature)}`
      if (verifiedCertificates.has(id)) return true
      const valid = await threadSignatureCheck(key, signature, data)
      if (!valid) return false
      if (verifiedCertificates.size >= MAX_VERIFIED_CERTIFICATES) verifiedCertificates.clear()
      verifiedCertificates.add(id)
      return true
    }) satisfies SignatureCheck,
    /** The same thread's check with a raw key: an Ed25519 device's signature. */
    checkRawSignature: (raw: Uint8Array, signature: Uint8Array, data: Uint8Array) =>
      signatures.verify(raw, signature, data),
    /** Verifies a token against the keys in the database (for server-side validation). */
    async verify(
      token: string,
      nowSeconds = Math.floor(Date.now() / 1000),
    ): Promise<QrVerification> {
      const decoded = decodeQrToken(token)
      if (!decoded) return { ok: false, reason: 'malformed' }
      const keys = await verificationKeys(decoded.kid)
      return verifyDecodedQrToken(decoded, keys, nowSeconds, threadSignatureCheck)
    },
    rotate: () => rotateQrKey(db, forgetKeySet),
    retireOld: (keep?: number) => retireOldQrKeys(db, keep, forgetKeySet),
    retire: (kid: string) => retireQrKey(db, kid, forgetKeySet),
    withdraw: (kid: string) => withdrawQrKey(db, kid, forgetKeySet),
  }
}
