/**
 * A member's phone for the server's tests: a device key made with WebCrypto, its row in
 * `dispositivos`, and its certificate signed with the server's current QR key, as the devices
 * API would hand it (docs/architecture.md#device-token).
 */
import { and, desc, isNotNull, isNull } from 'drizzle-orm'
import {
  CERTIFICADO_DIAS,
  deviceKeyParams,
  firmarCertificado,
  signDeviceToken,
  type DeviceAlgorithm,
} from '../../src/domain/dispositivos/device-token.ts'
import { base64UrlDecode, base64UrlEncode, type QrKey } from '../../src/domain/carnet/qr-token.ts'
import type { Db } from '../../server/db/client.ts'
import { dispositivos } from '../../server/db/schema/dispositivos.ts'
import { qrKeys } from '../../server/db/schema/carnet.ts'
import { rotateQrKey } from '../../server/routes/carnet/qr-keys.ts'

export type TestDevice = { certificado: string; privateKey: QrKey; dispositivoId: number }

/** The key that signs now (made when there is none): its kid and private key. */
async function serverSigningKey(db: Db): Promise<{ kid: string; key: QrKey }> {
  const newest = () =>
    db
      .select({ kid: qrKeys.kid, privateKey: qrKeys.privateKey })
      .from(qrKeys)
      .where(and(isNull(qrKeys.retiredAt), isNotNull(qrKeys.privateKey)))
      .orderBy(desc(qrKeys.createdAt), desc(qrKeys.kid))
      .limit(1)
  let [row] = await newest()
  if (!row) {
    await rotateQrKey(db)
    ;[row] = await newest()
  }
  const pkcs8 = base64UrlDecode(row!.privateKey!)!
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
  return { kid: row!.kid, key }
}

/**
 * Registers a phone of the member: `validoHasta` (ms) defaults to CERTIFICADO_DIAS ahead;
 * `revocado` marks it removed. The certificate's server key may be replaced (`serverKey`: a
 * forger's).
 */
export async function registerDevice(
  db: Db,
  socioId: number,
  options: {
    alg?: DeviceAlgorithm
    validoHasta?: number
    revocado?: boolean
    serverKey?: { kid: string; key: QrKey }
  } = {},
): Promise<TestDevice> {
  const alg = options.alg ?? 'Ed25519'
  const pair = (await crypto.subtle.generateKey(deviceKeyParams(alg), false, [
    'sign',
    'verify',
  ])) as { publicKey: QrKey; privateKey: QrKey }
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const validoHasta = options.validoHasta ?? Date.now() + CERTIFICADO_DIAS * 86_400_000
  const [row] = await db
    .insert(dispositivos)
    .values({
      socioId,
      nombre: `Teléfono ${alg}`,
      alg,
      publicKey: base64UrlEncode(publicKey),
      validoHasta: new Date(validoHasta),
      revokedAt: options.revocado ? new Date() : null,
    })
    .returning({ id: dispositivos.id })
  const server = options.serverKey ?? (await serverSigningKey(db))
  const certificado = await firmarCertificado(
    {
      kid: server.kid,
      socioId,
      dispositivoId: row!.id,
      validoHasta: Math.floor(validoHasta / 1000),
      alg,
      publicKey,
    },
    server.key,
  )
  return { certificado, privateKey: pair.privateKey, dispositivoId: row!.id }
}

/** The code the phone shows at `now` (ms). */
export const deviceToken = (device: TestDevice, now = Date.now()) =>
  signDeviceToken({ certificado: device.certificado, privateKey: device.privateKey, now })
