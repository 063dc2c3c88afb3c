import {
  isDeviceToken,
  verifyDeviceToken,
  type DeviceTokenVerification,
} from '@/domain/device-token'
import { verifyQrToken, type QrKey, type QrVerification } from '@/domain/qr-token'

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
