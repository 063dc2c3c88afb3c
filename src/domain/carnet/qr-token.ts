/**
 * The member card's QR token (docs/architecture.md#qr-token): signed by the server with Ed25519,
 * verified offline at the gate with the public keys of GET /api/gate/keys.
 *
 * Binary layout (81 bytes), then base64url without padding (108 characters):
 *
 *   offset  size  field
 *   0       1     version (1)
 *   1       4     key id (shown as 8 lower-case hex characters)
 *   5       4     socio id (uint32, big-endian)
 *   9       4     iat: issued at, seconds since the epoch (uint32, big-endian)
 *   13      4     exp: expiry, seconds since the epoch (uint32, big-endian)
 *   17      64    Ed25519 signature over bytes 0–16
 *
 * Pure TypeScript over WebCrypto: runs in the browser, the service worker and Node 20.
 */
import * as v from 'valibot'
import { DB_INTEGER_MAX } from '../db-limits.ts'

export const QR_TOKEN_TTL_SECONDS = 300
/** How far in the future an iat may be (a gate tablet whose clock runs late). */
export const QR_CLOCK_SKEW_SECONDS = 30

const VERSION = 1
const SIGNED_BYTES = 17
const SIGNATURE_BYTES = 64
const TOKEN_BYTES = SIGNED_BYTES + SIGNATURE_BYTES
/** 81 bytes are 27 groups of 3: 108 characters, no padding, no partial group. */
export const QR_TOKEN_LENGTH = (TOKEN_BYTES / 3) * 4
export const QR_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${QR_TOKEN_LENGTH}}$`)
const KID_PATTERN = /^[0-9a-f]{8}$/
const UINT32_MAX = 0xffff_ffff

const ED25519 = { name: 'Ed25519' } as const
const subtle = () => globalThis.crypto.subtle

/** A WebCrypto key, typed the same under the DOM, WebWorker and Node libraries. */
export type QrKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>

export type QrClaims = { kid: string; socioId: number; iat: number; exp: number }

export type QrVerifyFailure =
  'malformed' | 'unknown-key' | 'bad-signature' | 'expired' | 'not-yet-valid'

export type QrVerification = { ok: true; claims: QrClaims } | { ok: false; reason: QrVerifyFailure }

// ---------------------------------------------------------------- base64url

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/**
 * Each character code's value, -1 for codes outside the alphabet (a table: the gate's hot path).
 */
const VALUES = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i

/** base64url without padding. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6))
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63]
  }
  return out
}

/**
 * Strict base64url without padding: null for any other character, an impossible length,
 * or unused low bits that are not zero (so one byte string has exactly one spelling).
 */
export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null
  const out = new Uint8Array(Math.floor((text.length * 6) / 8))
  let bits = 0
  let buffer = 0
  let o = 0
  for (let i = 0; i < text.length; i++) {
    const value = VALUES[text.charCodeAt(i)] ?? -1
    if (value < 0) return null
    buffer = ((buffer << 6) | value) & 0xffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (buffer >> bits) & 0xff
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return null
  return out
}

// ---------------------------------------------------------------- the token

export const isUint32 = (n: number) => Number.isInteger(n) && n >= 0 && n <= UINT32_MAX

/*
 * The header this token's layout opens with, and a device certificate's too
 * (device-token.ts): the layout's version (byte 0), the key id (1 to 4) and the member's id
 * (5 to 8, not 0).
 */

/** Throws RangeError on a key id or a member id the header cannot hold. */
export function checkHeader(kid: string, socioId: number): void {
  if (!KID_PATTERN.test(kid)) throw new RangeError('kid: 8 caracteres hexadecimales')
  if (!isUint32(socioId) || socioId === 0) throw new RangeError('socioId fuera de rango')
}

/** Writes the header at the start of `view` (checked with `checkHeader` first). */
export function writeHeader(view: DataView, version: number, kid: string, socioId: number): void {
  view.setUint8(0, version)
  view.setUint32(1, Number.parseInt(kid, 16))
  view.setUint32(5, socioId)
}

/** The header's key id: 8 hexadecimal characters. */
export const readKid = (view: DataView) => view.getUint32(1).toString(16).padStart(8, '0')

/** The 17 signed bytes of `claims`; throws RangeError on claims the layout cannot hold. */
function encodeClaims({ kid, socioId, iat, exp }: QrClaims): Uint8Array<ArrayBuffer> {
  checkHeader(kid, socioId)
  if (!isUint32(iat) || !isUint32(exp)) throw new RangeError('iat/exp fuera de rango')
  const bytes = new Uint8Array(SIGNED_BYTES)
  const view = new DataView(bytes.buffer)
  writeHeader(view, VERSION, kid, socioId)
  view.setUint32(9, iat)
  view.setUint32(13, exp)
  return bytes
}

/** Signs `claims` with an Ed25519 private key: 108 URL-safe characters. */
export async function signQrToken(claims: QrClaims, privateKey: QrKey): Promise<string> {
  const signed = encodeClaims(claims)
  const signature = new Uint8Array(await subtle().sign(ED25519, privateKey, signed))
  const token = new Uint8Array(TOKEN_BYTES)
  token.set(signed)
  token.set(signature, SIGNED_BYTES)
  return base64UrlEncode(token)
}

export type DecodedQrToken = QrClaims & {
  signed: Uint8Array<ArrayBuffer>
  signature: Uint8Array<ArrayBuffer>
}

/**
 * The claims of a token without checking its signature (the member's card uses it to know
 * when its own token expires). Null for anything that is not a version-1 token; never throws.
 */
export function decodeQrToken(token: string): DecodedQrToken | null {
  if (typeof token !== 'string' || !QR_TOKEN_PATTERN.test(token)) return null
  const bytes = base64UrlDecode(token)
  if (!bytes || bytes.length !== TOKEN_BYTES) return null
  const view = new DataView(bytes.buffer)
  if (view.getUint8(0) !== VERSION) return null
  const socioId = view.getUint32(5)
  if (socioId === 0) return null
  return {
    kid: readKid(view),
    socioId,
    iat: view.getUint32(9),
    exp: view.getUint32(13),
    signed: bytes.slice(0, SIGNED_BYTES),
    signature: bytes.slice(SIGNED_BYTES),
  }
}

/** Whether `signature` is `key`'s Ed25519 signature of `data`; may reject on a broken key. */
export type SignatureCheck = (
  key: QrKey,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
) => Promise<boolean>

const webCryptoCheck: SignatureCheck = (key, signature, data) =>
  subtle().verify(ED25519, key, signature, data)

/**
 * Checks a token offline, as the kiosk does: shape, key id among `keys`, Ed25519 signature
 * with WebCrypto, then time (valid while iat ≤ now + 30 s and now < exp). Never throws.
 */
export async function verifyQrToken(
  token: string,
  keys: ReadonlyMap<string, QrKey>,
  nowSeconds: number,
): Promise<QrVerification> {
  const decoded = decodeQrToken(token)
  if (!decoded) return { ok: false, reason: 'malformed' }
  return verifyDecodedQrToken(decoded, keys, nowSeconds)
}

/**
 * verifyQrToken for a token already decoded. The server reads the kid first and checks the
 * signature its own way (`checkSignature`: libsodium in a thread of its own).
 */
export async function verifyDecodedQrToken(
  decoded: DecodedQrToken,
  keys: ReadonlyMap<string, QrKey>,
  nowSeconds: number,
  checkSignature: SignatureCheck = webCryptoCheck,
): Promise<QrVerification> {
  const key = keys.get(decoded.kid)
  if (!key) return { ok: false, reason: 'unknown-key' }
  let valid: boolean
  try {
    valid = await checkSignature(key, decoded.signature, decoded.signed)
  } catch {
    valid = false
  }
  if (!valid) return { ok: false, reason: 'bad-signature' }
  const { kid, socioId, iat, exp } = decoded
  if (iat > nowSeconds + QR_CLOCK_SKEW_SECONDS) return { ok: false, reason: 'not-yet-valid' }
  if (nowSeconds >= exp) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { kid, socioId, iat, exp } }
}

/** The claims of a token issued now (`nowSeconds`) for a member. */
export const qrClaims = (kid: string, socioId: number, nowSeconds: number): QrClaims => ({
  kid,
  socioId,
  iat: Math.floor(nowSeconds),
  exp: Math.floor(nowSeconds) + QR_TOKEN_TTL_SECONDS,
})

/**
 * A gate key from its published form (base64url of the 32-byte raw Ed25519 public key).
 * Rejects on anything else.
 */
export async function importQrPublicKey(raw: string): Promise<QrKey> {
  const bytes = base64UrlDecode(raw)
  if (!bytes || bytes.length !== 32) throw new TypeError('Clave pública inválida')
  return subtle().importKey('raw', bytes, ED25519, true, ['verify'])
}

/** Every published key imported, by kid (keys that fail to import are left out). */
export async function importQrPublicKeys(
  keys: readonly { kid: string; publicKey: string }[],
): Promise<Map<string, QrKey>> {
  const entries = await Promise.all(
    keys.map(async ({ kid, publicKey }) => {
      try {
        return [[kid, await importQrPublicKey(publicKey)] as const]
      } catch {
        return []
      }
    }),
  )
  return new Map(entries.flat())
}

// ---------------------------------------------------------------- API shapes

/** A token as the server hands it out. */
export const qrTokenSchema = v.pipe(v.string(), v.regex(QR_TOKEN_PATTERN, 'Código QR inválido'))

/** `response` of POST /socios/generarToken: the token string (docs/product.md#api-carnet). */
export const generarTokenResponseSchema = qrTokenSchema

/** `response` of GET /gate/keys: the public keys a gate may verify tokens with. */
export const qrKeysResponseSchema = v.object({
  keys: v.array(v.object({ kid: v.string(), publicKey: v.string(), createdAt: v.string() })),
})

export type QrKeysResponse = v.InferOutput<typeof qrKeysResponseSchema>

const ID_INVALIDO = 'Número de socio inválido'

/** Body of POST /socios/generarToken: the member number, as a number or numeric text. */
export const generarTokenBodySchema = v.object(
  {
    id: v.union(
      [
        v.pipe(
          v.number(ID_INVALIDO),
          v.integer(ID_INVALIDO),
          v.minValue(1, ID_INVALIDO),
          v.maxValue(DB_INTEGER_MAX, ID_INVALIDO),
        ),
        v.pipe(
          v.string(ID_INVALIDO),
          v.trim(),
          v.regex(/^[1-9]\d{0,9}$/, ID_INVALIDO),
          v.transform(Number),
          v.maxValue(DB_INTEGER_MAX, ID_INVALIDO),
        ),
      ],
      ID_INVALIDO,
    ),
  },
  ID_INVALIDO,
)
