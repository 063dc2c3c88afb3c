/**
 * The card's QR made on the member's phone (docs/architecture.md#device-token): a device
 * certificate the server signs, the time, and the device's own signature over both.
 *
 * Certificate (version 2), signed by the server's QR key (Ed25519):
 *
 *   offset  size  field
 *   0       1     version (2)
 *   1       4     server key id
 *   5       4     socio id (uint32, big-endian)
 *   9       4     device id (uint32)
 *   13      4     valid until, seconds since the epoch (uint32)
 *   17      1     the device key's algorithm: 1 Ed25519, 2 ECDSA P-256
 *   18      n     the device's public key, raw: 32 bytes (Ed25519), 65 (P-256, uncompressed)
 *   18 + n  64    the server's Ed25519 signature over bytes 0 to 18 + n
 *
 * Token: the certificate's bytes, the time (uint32 seconds), and the device's signature (64
 * bytes; ECDSA as r ‖ s) over both; base64url without padding: 243 characters with an
 * Ed25519 device key, 287 with a P-256 one.
 *
 * Pure TypeScript over WebCrypto: the phone, the kiosk, the service worker and Node 20.
 */
import {
  base64UrlDecode,
  base64UrlEncode,
  checkHeader,
  isUint32,
  readKid,
  writeHeader,
  type QrKey,
  type SignatureCheck,
} from '../carnet/qr-token.ts'

const VERSION = 2
const HEADER_BYTES = 18
const SIGNATURE_BYTES = 64
const TIME_BYTES = 4

/** How far the phone's clock may be from the gate's, either way. */
export const DEVICE_TOKEN_SKEW_SECONDS = 45
/** How long a certificate lasts unless the club says otherwise. */
export const CERTIFICADO_DIAS = 7
/** How often the card makes a new code. */
export const DEVICE_TOKEN_REFRESH_MS = 15_000

export type DeviceAlgorithm = 'Ed25519' | 'P-256'

const ALGORITHMS: Record<number, { name: DeviceAlgorithm; keyBytes: number }> = {
  1: { name: 'Ed25519', keyBytes: 32 },
  2: { name: 'P-256', keyBytes: 65 },
}
const ALGORITHM_CODE: Record<DeviceAlgorithm, number> = { Ed25519: 1, 'P-256': 2 }

const subtle = () => globalThis.crypto.subtle

/** WebCrypto's parameters for signing and verifying with a device key. */
export const deviceSignParams = (alg: DeviceAlgorithm) =>
  alg === 'Ed25519' ? { name: 'Ed25519' } : { name: 'ECDSA', hash: 'SHA-256' }

/** WebCrypto's parameters for importing or generating a device key. */
export const deviceKeyParams = (alg: DeviceAlgorithm) =>
  alg === 'Ed25519' ? { name: 'Ed25519' } : { name: 'ECDSA', namedCurve: 'P-256' }

export type CertificadoClaims = {
  kid: string
  socioId: number
  dispositivoId: number
  /** Seconds since the epoch. */
  validoHasta: number
  alg: DeviceAlgorithm
  /** The device's raw public key. */
  publicKey: Uint8Array
}

export type DecodedCertificado = CertificadoClaims & {
  /** Every byte of the certificate, signature included. */
  bytes: Uint8Array<ArrayBuffer>
  signed: Uint8Array<ArrayBuffer>
  signature: Uint8Array<ArrayBuffer>
}

function encodeCertificado(claims: CertificadoClaims): Uint8Array<ArrayBuffer> {
  const { kid, socioId, dispositivoId, validoHasta, alg, publicKey } = claims
  checkHeader(kid, socioId)
  if (!isUint32(dispositivoId) || dispositivoId === 0) {
    throw new RangeError('dispositivoId fuera de rango')
  }
  if (!isUint32(validoHasta)) throw new RangeError('validoHasta fuera de rango')
  const code = ALGORITHM_CODE[alg]
  if (publicKey.length !== ALGORITHMS[code]!.keyBytes) throw new RangeError('clave del dispositivo')
  const bytes = new Uint8Array(HEADER_BYTES + publicKey.length)
  const view = new DataView(bytes.buffer)
  writeHeader(view, VERSION, kid, socioId)
  view.setUint32(9, dispositivoId)
  view.setUint32(13, validoHasta)
  view.setUint8(17, code)
  bytes.set(publicKey, HEADER_BYTES)
  return bytes
}

/** The server signs a device's certificate with its current QR key: base64url. */
export async function firmarCertificado(
  claims: CertificadoClaims,
  serverKey: QrKey,
): Promise<string> {
  const signed = encodeCertificado(claims)
  const signature = new Uint8Array(await subtle().sign({ name: 'Ed25519' }, serverKey, signed))
  const bytes = new Uint8Array(signed.length + SIGNATURE_BYTES)
  bytes.set(signed)
  bytes.set(signature, signed.length)
  return base64UrlEncode(bytes)
}

/** A certificate's parts from its bytes (a prefix of a token too); null when it is none. */
function decodeCertificadoBytes(bytes: Uint8Array<ArrayBuffer>): DecodedCertificado | null {
  if (bytes.length < HEADER_BYTES) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint8(0) !== VERSION) return null
  const algorithm = ALGORITHMS[view.getUint8(17)]
  if (!algorithm) return null
  const end = HEADER_BYTES + algorithm.keyBytes + SIGNATURE_BYTES
  if (bytes.length < end) return null
  const socioId = view.getUint32(5)
  const dispositivoId = view.getUint32(9)
  if (socioId === 0 || dispositivoId === 0) return null
  const keyEnd = HEADER_BYTES + algorithm.keyBytes
  return {
    kid: readKid(view),
    socioId,
    dispositivoId,
    validoHasta: view.getUint32(13),
    alg: algorithm.name,
    publicKey: bytes.slice(HEADER_BYTES, keyEnd),
    bytes: bytes.slice(0, end),
    signed: bytes.slice(0, keyEnd),
    signature: bytes.slice(keyEnd, end),
  }
}

/** A certificate's claims without checking it (the phone reads its own). Never throws. */
export function decodeCertificado(certificado: string): DecodedCertificado | null {
  if (typeof certificado !== 'string' || certificado.length > 300) return null
  const bytes = base64UrlDecode(certificado)
  if (!bytes) return null
  const decoded = decodeCertificadoBytes(bytes)
  return decoded && decoded.bytes.length === bytes.length ? decoded : null
}

/**
 * The card's code, made on the phone: the certificate, the time `now` (milliseconds) and the
 * device's signature over both with its non-extractable private key. Throws on a
 * certificate that is not one.
 */
export async function signDeviceToken({
  certificado,
  privateKey,
  now,
}: {
  certificado: string
  privateKey: QrKey
  now: number
}): Promise<string> {
  const decoded = decodeCertificado(certificado)
  if (!decoded) throw new TypeError('Certificado inválido')
  const seconds = Math.floor(now / 1000)
  if (!isUint32(seconds)) throw new RangeError('now fuera de rango')
  const signed = new Uint8Array(decoded.bytes.length + TIME_BYTES)
  signed.set(decoded.bytes)
  new DataView(signed.buffer).setUint32(decoded.bytes.length, seconds)
  const signature = new Uint8Array(
    await subtle().sign(deviceSignParams(decoded.alg), privateKey, signed),
  )
  const token = new Uint8Array(signed.length + SIGNATURE_BYTES)
  token.set(signed)
  token.set(signature, signed.length)
  return base64UrlEncode(token)
}

export type DecodedDeviceToken = {
  certificado: DecodedCertificado
  /** When the phone made it, seconds since the epoch. */
  time: number
  signed: Uint8Array<ArrayBuffer>
  signature: Uint8Array<ArrayBuffer>
}

/** A token's length with each kind of device key. */
export const DEVICE_TOKEN_LENGTHS = { Ed25519: 243, 'P-256': 287 } as const

/** The longest token: a P-256 device key. */
const MAX_TOKEN_LENGTH = DEVICE_TOKEN_LENGTHS['P-256']

/** A device token's parts without checking them; null for anything else. Never throws. */
export function decodeDeviceToken(token: string): DecodedDeviceToken | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null
  const bytes = base64UrlDecode(token)
  if (!bytes) return null
  const certificado = decodeCertificadoBytes(bytes)
  if (!certificado) return null
  const timeAt = certificado.bytes.length
  if (bytes.length !== timeAt + TIME_BYTES + SIGNATURE_BYTES) return null
  return {
    certificado,
    time: new DataView(bytes.buffer).getUint32(timeAt),
    signed: bytes.slice(0, timeAt + TIME_BYTES),
    signature: bytes.slice(timeAt + TIME_BYTES),
  }
}

/** Whether a text read at the gate is a phone-made code (a server's token has 108). */
export const isDeviceToken = (text: string) =>
  text.length === DEVICE_TOKEN_LENGTHS.Ed25519 || text.length === DEVICE_TOKEN_LENGTHS['P-256']

export type DeviceTokenClaims = {
  kid: string
  socioId: number
  dispositivoId: number
  validoHasta: number
  time: number
}

export type DeviceTokenFailure =
  | 'malformed'
  | 'unknown-key'
  | 'bad-certificate'
  | 'expired-certificate'
  | 'bad-signature'
  | 'stale'
  | 'revoked'

export type DeviceTokenVerification =
  { ok: true; claims: DeviceTokenClaims } | { ok: false; reason: DeviceTokenFailure }

/** Whether `signature` is the device key's (raw, of `alg`) signature of `data`. */
export type DeviceSignatureCheck = (
  alg: DeviceAlgorithm,
  publicKey: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
) => Promise<boolean>

/** WebCrypto's check: the key imported from the certificate's raw bytes. */
export const webCryptoDeviceCheck: DeviceSignatureCheck = async (
  alg,
  publicKey,
  signature,
  data,
) => {
  const key = await subtle().importKey('raw', publicKey, deviceKeyParams(alg), false, ['verify'])
  return subtle().verify(deviceSignParams(alg), key, signature, data)
}

const webCryptoCheck: SignatureCheck = (key, signature, data) =>
  subtle().verify({ name: 'Ed25519' }, key, signature, data)

/**
 * The gate's check of a phone-made code (the kiosk offline, and the server): the server's
 * key among `keys`, its signature on the certificate, the certificate's validity, the
 * device's signature, the time within ±45 s of `nowSeconds`, and the device not among
 * `revocados`. Never throws.
 */
export async function verifyDeviceToken(
  token: string,
  options: {
    keys: ReadonlyMap<string, QrKey>
    revocados: { has(dispositivoId: number): boolean }
    nowSeconds: number
    checkSignature?: SignatureCheck
    /** The server checks Ed25519 devices in its signature thread. */
    checkDeviceSignature?: DeviceSignatureCheck
  },
): Promise<DeviceTokenVerification> {
  const decoded = decodeDeviceToken(token)
  if (!decoded) return { ok: false, reason: 'malformed' }
  const { certificado, time } = decoded
  const key = options.keys.get(certificado.kid)
  if (!key) return { ok: false, reason: 'unknown-key' }
  const check = options.checkSignature ?? webCryptoCheck
  const certified = await check(key, certificado.signature, certificado.signed).catch(() => false)
  if (!certified) return { ok: false, reason: 'bad-certificate' }
  if (options.nowSeconds >= certificado.validoHasta) {
    return { ok: false, reason: 'expired-certificate' }
  }
  const checkDevice = options.checkDeviceSignature ?? webCryptoDeviceCheck
  const { alg, publicKey } = certificado
  const signedByDevice = await checkDevice(
    alg,
    publicKey as Uint8Array<ArrayBuffer>,
    decoded.signature,
    decoded.signed,
  ).catch(() => false)
  if (!signedByDevice) {
    return { ok: false, reason: 'bad-signature' }
  }
  if (Math.abs(options.nowSeconds - time) > DEVICE_TOKEN_SKEW_SECONDS) {
    return { ok: false, reason: 'stale' }
  }
  if (options.revocados.has(certificado.dispositivoId)) return { ok: false, reason: 'revoked' }
  const { kid, socioId, dispositivoId, validoHasta } = certificado
  return { ok: true, claims: { kid, socioId, dispositivoId, validoHasta, time } }
}
