import { describe, expect, it } from 'vitest'
import {
  deviceKeyParams,
  firmarCertificado,
  signDeviceToken,
  type DeviceAlgorithm,
} from '@/domain/dispositivos/device-token'
import { qrClaims, signQrToken, type QrKey } from '@/domain/carnet/qr-token'
import { scanIdentity, verifyScan } from './verify-scan'

type Pair = { publicKey: QrKey; privateKey: QrKey }
const NOW = 1_795_000_000

async function setup(alg: DeviceAlgorithm) {
  const server = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
    'sign',
    'verify',
  ])) as Pair
  const device = (await crypto.subtle.generateKey(deviceKeyParams(alg), false, [
    'sign',
    'verify',
  ])) as Pair
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', device.publicKey))
  const certificado = await firmarCertificado(
    { kid: 'a1b2c3d4', socioId: 7, dispositivoId: 5, validoHasta: NOW + 86_400, alg, publicKey },
    server.privateKey,
  )
  const keys = new Map([['a1b2c3d4', server.publicKey]])
  const token = (at: number) =>
    signDeviceToken({ certificado, privateKey: device.privateKey, now: at * 1000 })
  return { keys, token, server }
}

describe('verifyScan', () => {
  it.each<DeviceAlgorithm>(['Ed25519', 'P-256'])(
    'accepts a %s phone code offline, refuses it stale or revoked',
    async (alg) => {
      const { keys, token } = await setup(alg)
      expect(await verifyScan(await token(NOW - 10), keys, NOW, [])).toMatchObject({
        ok: true,
        claims: { socioId: 7, dispositivoId: 5 },
      })
      expect(await verifyScan(await token(NOW - 60), keys, NOW, undefined)).toEqual({
        ok: false,
        reason: 'stale',
      })
      expect(await verifyScan(await token(NOW), keys, NOW, [3, 5])).toEqual({
        ok: false,
        reason: 'revoked',
      })
    },
  )

  it("still checks the server's codes as before", async () => {
    const { keys, server } = await setup('Ed25519')
    const token = await signQrToken(qrClaims('a1b2c3d4', 7, NOW - 10), server.privateKey)
    expect(await verifyScan(token, keys, NOW, [])).toMatchObject({
      ok: true,
      claims: { socioId: 7 },
    })
  })

  it("counts one phone's successive codes as one for the pause after a verdict", async () => {
    const phone = await setup('P-256')
    const other = await setup('P-256')
    const first = await phone.token(NOW)
    expect(scanIdentity(await phone.token(NOW + 15))).toBe(scanIdentity(first))
    expect(scanIdentity(await other.token(NOW))).not.toBe(scanIdentity(first))
    expect(scanIdentity('abc')).toBe('abc')
  })
})
