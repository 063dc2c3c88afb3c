/**
 * The DNI as the gate's roster carries it (docs/architecture.md#offline, ADR 0041): the first
 * 16 bits of an HMAC-SHA256 under the server's gate key, 4 hex digits. The server hashes the
 * roster with it and the tablet hashes what a gatekeeper types, so both must use this one
 * function. WebCrypto only: it runs in the browser and in Node 20.
 */
import { base64UrlDecode } from '../carnet/qr-token.ts'

/**
 * Few enough that each value stands for ~1,500 of the 10^8 possible DNIs, so the roster and
 * its key cannot give a member's DNI back; enough that a typed DNI meets few other members
 * (a roster of N members: N / 65,536 on average), whom the gatekeeper tells apart by photo.
 */
export const DOCUMENTO_HASH_BITS = 16
const HEX_DIGITS = DOCUMENTO_HASH_BITS / 4
const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const

/** The form of a roster's `documentoHash`. */
export const DOCUMENTO_HASH = new RegExp(`^[0-9a-f]{${HEX_DIGITS}}$`)

export type DocumentoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>

/** The gate key (base64url, as GET /gate/roster sends it), ready to hash with. */
export function importDocumentoKey(key: string): Promise<DocumentoKey> {
  const raw = base64UrlDecode(key)
  if (!raw || raw.length < 16) return Promise.reject(new Error('Clave de documentos inválida'))
  return globalThis.crypto.subtle.importKey('raw', raw, HMAC, false, ['sign'])
}

/** The hash of a DNI; anything but its digits is ignored ('30.111.222' is '30111222'). */
export async function hashDocumento(key: DocumentoKey, documento: string): Promise<string> {
  const digits = new TextEncoder().encode(documento.replace(/\D/g, ''))
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, digits))
  return Array.from(mac.subarray(0, HEX_DIGITS / 2), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
