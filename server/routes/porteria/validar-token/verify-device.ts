import {
  decodeDeviceToken,
  verifyDeviceToken,
  webCryptoDeviceCheck,
  type DeviceSignatureCheck,
  type DeviceTokenVerification,
} from '../../../../src/domain/dispositivos/device-token.ts'
import type { QrKeys } from '../../carnet/qr-keys.ts'
import type { RevokedDevices } from './revoked-devices.ts'

/**
 * A phone-made code checked on the server (docs/architecture.md#device-token): the keys this
 * process verifies with (read again when the certificate names a kid it lacks), the
 * certificate's server signature in the signature thread (once per certificate), an Ed25519
 * device's there too
 * (a P-256 one with Node's WebCrypto), the server's clock, and this process's list of
 * revoked devices.
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
    checkSignature: qrKeys.checkCertificate,
    checkDeviceSignature: deviceCheck(qrKeys),
  })
}

/** Off the event loop where it can be: libsodium has Ed25519, not P-256. */
const deviceCheck =
  (qrKeys: QrKeys): DeviceSignatureCheck =>
  (alg, publicKey, signature, data) =>
    alg === 'Ed25519'
      ? qrKeys.checkRawSignature(publicKey, signature, data)
      : webCryptoDeviceCheck(alg, publicKey, signature, data)
