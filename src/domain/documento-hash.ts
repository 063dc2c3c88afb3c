/**
 * The DNI as the gate's roster carries it (docs/architecture.md#offline, ADR 0017): an
 * HMAC-SHA256 under the server's gate key, cut to 16 bytes, base64url. The server hashes the
 * roster with it and the tablet hashes what a gatekeeper types, so both must use this one
 * function. WebCrypto only: it runs in the browser and in Node 20.
 */
import { base64UrlDecode, base64UrlEncode } from './qr-token.ts'

/** 128 bits tell every possible DNI apart, and keep the roster small. */
const HASH_BYTES = 16
const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const

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
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, digits)
  return base64UrlEncode(new Uint8Array(mac, 0, HASH_BYTES))
}
