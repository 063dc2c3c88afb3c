/**
 * Whether a subscription's keys are what a browser makes (RFC 8291 §3): `p256dh` an
 * uncompressed P-256 point on the curve, `auth` a 16-byte secret. Keys that merely look right
 * would be stored and then fail every message, never answered 404 or 410 to be deleted.
 */
export async function arePushKeys(keys: { p256dh: string; auth: string }): Promise<boolean> {
  const point = Buffer.from(keys.p256dh, 'base64url')
  if (point.length !== 65 || point[0] !== 4) return false
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return false
  try {
    await globalThis.crypto.subtle.importKey(
      'raw',
      point,
      { name: 'ECDH', namedCurve: 'P-256' },
      true,
      [],
    )
    return true
  } catch {
    return false
  }
}
