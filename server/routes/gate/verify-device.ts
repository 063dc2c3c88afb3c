import {
  decodeDeviceToken,
  verifyDeviceToken,
  type DeviceTokenVerification,
} from '../../../src/domain/device-token.ts'
import type { QrKeys } from '../../lib/qr-keys.ts'
import type { RevokedDevices } from './revoked-devices.ts'

/**
 * A phone-made code checked on the server (docs/architecture.md#device-token): the keys this
 * process verifies with (read again when the certificate names a kid it lacks), the
 * certificate's server signature in the signature thread, the device's with Node's WebCrypto,
 * the server's clock, and this process's list of revoked devices.
 */
export async function verifyDevice(
  qrKeys: QrKeys,
  revokedDevices: RevokedDevices,
  token: string,
  nowMs = Date.now(),
): Promise<DeviceTokenVerification> {
  const decoded = decodeDeviceToken(token)
  if (!decoded) return { ok: false, reason: 'malformed' }
  const [keys, revocados] = await Promise.all([
    qrKeys.verificationKeys(decoded.certificado.kid, nowMs),
    revokedDevices.ids(nowMs),
  ])
  return verifyDeviceToken(token, {
    keys,
    revocados,
    nowSeconds: Math.floor(nowMs / 1000),
    checkSignature: qrKeys.checkSignature,
  })
}
