import {
  decodeDeviceToken,
  isDeviceToken,
  verifyDeviceToken,
  type DeviceTokenVerification,
} from '@/domain/dispositivos/device-token'
import {
  base64UrlEncode,
  verifyQrToken,
  type QrKey,
  type QrVerification,
} from '@/domain/carnet/qr-token'

/**
 * A scanned code checked on the tablet, offline too: the server's (108 characters), or one
 * the member's phone made (docs/architecture.md#device-token), whose certificate the same
 * keys sign, refused when the roster lists its device as revoked. `nowSeconds` is the
 * tablet's clock corrected by the server's.
 */
export function verifyScan(
  token: string,
  keys: ReadonlyMap<string, QrKey>,
  nowSeconds: number,
  dispositivosRevocados: readonly number[] | undefined,
): Promise<QrVerification | DeviceTokenVerification> {
  if (!isDeviceToken(token)) return verifyQrToken(token, keys, nowSeconds)
  return verifyDeviceToken(token, {
    keys,
    nowSeconds,
    revocados: new Set(dispositivosRevocados ?? []),
  })
}

/**
 * What the pause after a verdict compares: a phone makes a new code every 15 s while the
 * member still holds it up, so its codes count as one by their certificate; a server's code
 * is itself.
 */
export function scanIdentity(token: string): string {
  const decoded = isDeviceToken(token) ? decodeDeviceToken(token) : null
  return decoded ? base64UrlEncode(decoded.certificado.bytes) : token
}
