/**
 * A member's phones as the devices API registers them, for the benches and e2e tests that need
 * phone-made card codes from a running server: a key pair per algorithm made with WebCrypto
 * (the private key non-extractable, as on the phone), registered with the member's session.
 */
import {
  deviceKeyParams,
  signDeviceToken,
  type DeviceAlgorithm,
} from '../../src/domain/dispositivos/device-token.ts'

export type Phone = { alg: DeviceAlgorithm; id: number; certificado: string; privateKey: CryptoKey }

export async function registerPhone(
  baseUrl: string,
  sessionToken: string,
  alg: DeviceAlgorithm,
): Promise<Phone> {
  const pair = (await crypto.subtle.generateKey(deviceKeyParams(alg), false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  const res = await fetch(`${baseUrl}/api/socios/dispositivos`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sessionToken}` },
    body: JSON.stringify({ publicKey: { kty, crv, x, y }, nombre: `Teléfono ${alg}` }),
  })
  if (!res.ok) throw new Error(`POST /api/socios/dispositivos: ${res.status}`)
  const { response } = (await res.json()) as { response: { id: number; certificado: string } }
  return { alg, id: response.id, certificado: response.certificado, privateKey: pair.privateKey }
}

/** The code `phone` shows at `now` (ms). */
export const phoneCode = (phone: Phone, now: number) =>
  signDeviceToken({ certificado: phone.certificado, privateKey: phone.privateKey, now })
