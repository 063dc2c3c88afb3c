import { describe, expect, it } from 'vitest'
import {
  decodeCertificado,
  decodeDeviceToken,
  deviceKeyParams,
  firmarCertificado,
  isDeviceToken,
  signDeviceToken,
  verifyDeviceToken,
  type DeviceAlgorithm,
} from './device-token.ts'
import { base64UrlDecode, base64UrlEncode, type QrKey } from '../carnet/qr-token.ts'

const subtle = globalThis.crypto.subtle
const NOW = Date.UTC(2026, 10, 24, 18, 0, 0)
const NOW_S = NOW / 1000
const KID = '0a1b2c3d'

type Pair = { publicKey: QrKey; privateKey: QrKey }

const serverKey = () =>
  subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']) as Promise<Pair>

/** A phone's key pair, as the card makes it: the private half never leaves WebCrypto. */
const deviceKey = (alg: DeviceAlgorithm) =>
  subtle.generateKey(deviceKeyParams(alg), false, ['sign', 'verify']) as Promise<Pair>

const raw = async (key: QrKey) => new Uint8Array(await subtle.exportKey('raw', key))

async function setup(alg: DeviceAlgorithm = 'Ed25519', validoHasta = NOW_S + 7 * 86_400) {
  const server = await serverKey()
  const device = await deviceKey(alg)
  const claims = {
    kid: KID,
    socioId: 201,
    dispositivoId: 7,
    validoHasta,
    alg,
    publicKey: await raw(device.publicKey),
  }
  const certificado = await firmarCertificado(claims, server.privateKey)
  const keys = new Map([[KID, server.publicKey]])
  return { server, device, certificado, keys, claims }
}

const ninguno = new Set<number>()

describe('device certificates and tokens', () => {
  for (const [alg, length] of [
    ['Ed25519', 243],
    ['P-256', 287],
  ] as const) {
    it(`${alg}: signed on the phone, verified at the gate (${length} characters)`, async () => {
      const { device, certificado, keys } = await setup(alg)
      const token = await signDeviceToken({ certificado, privateKey: device.privateKey, now: NOW })
      expect(token).toHaveLength(length)
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(isDeviceToken(token)).toBe(true)
      const verdict = await verifyDeviceToken(token, {
        keys,
        revocados: ninguno,
        nowSeconds: NOW_S,
      })
      expect(verdict).toEqual({
        ok: true,
        claims: {
          kid: KID,
          socioId: 201,
          dispositivoId: 7,
          validoHasta: NOW_S + 7 * 86_400,
          time: NOW_S,
        },
      })
    })
  }

  it('decodes a certificate and a token back to their claims', async () => {
    const { certificado, device, claims } = await setup()
    const decoded = decodeCertificado(certificado)!
    expect(decoded).toMatchObject({ ...claims, publicKey: claims.publicKey })
    const token = await signDeviceToken({ certificado, privateKey: device.privateKey, now: NOW })
    expect(decodeDeviceToken(token)).toMatchObject({ time: NOW_S })
    expect(decodeDeviceToken(token)!.certificado.bytes).toEqual(base64UrlDecode(certificado))
  })

  it("refuses a certificate the club's key did not sign", async () => {
    const { device, claims, keys } = await setup()
    const forger = await serverKey()
    const forged = await firmarCertificado({ ...claims, socioId: 999 }, forger.privateKey)
    const token = await signDeviceToken({
      certificado: forged,
      privateKey: device.privateKey,
      now: NOW,
    })
    const verdict = await verifyDeviceToken(token, { keys, revocados: ninguno, nowSeconds: NOW_S })
    expect(verdict).toEqual({ ok: false, reason: 'bad-certificate' })
  })

  it("refuses another device's signature, and a time changed after signing", async () => {
    const { certificado, keys } = await setup()
    const other = await deviceKey('Ed25519')
    const token = await signDeviceToken({ certificado, privateKey: other.privateKey, now: NOW })
    expect(await verifyDeviceToken(token, { keys, revocados: ninguno, nowSeconds: NOW_S })).toEqual(
      {
        ok: false,
        reason: 'bad-signature',
      },
    )
    const { device, certificado: mine, keys: mineKeys } = await setup()
    const good = base64UrlDecode(
      await signDeviceToken({ certificado: mine, privateKey: device.privateKey, now: NOW }),
    )!
    const at = good.length - 64 - 1
    good[at] = good[at]! ^ 1
    const verdict = await verifyDeviceToken(base64UrlEncode(good), {
      keys: mineKeys,
      revocados: ninguno,
      nowSeconds: NOW_S,
    })
    expect(verdict).toEqual({ ok: false, reason: 'bad-signature' })
  })

  it('refuses a revoked device, an unknown key and an ended certificate', async () => {
    const { device, certificado, keys } = await setup()
    const token = await signDeviceToken({ certificado, privateKey: device.privateKey, now: NOW })
    expect(
      await verifyDeviceToken(token, { keys, revocados: new Set([7]), nowSeconds: NOW_S }),
    ).toEqual({ ok: false, reason: 'revoked' })
    expect(
      await verifyDeviceToken(token, { keys: new Map(), revocados: ninguno, nowSeconds: NOW_S }),
    ).toEqual({ ok: false, reason: 'unknown-key' })
    const ended = await setup('Ed25519', NOW_S)
    const late = await signDeviceToken({
      certificado: ended.certificado,
      privateKey: ended.device.privateKey,
      now: NOW,
    })
    expect(
      await verifyDeviceToken(late, { keys: ended.keys, revocados: ninguno, nowSeconds: NOW_S }),
    ).toEqual({ ok: false, reason: 'expired-certificate' })
  })

  it('takes a code made within 45 seconds either way, and refuses an older capture', async () => {
    const { device, certificado, keys } = await setup()
    const token = await signDeviceToken({ certificado, privateKey: device.privateKey, now: NOW })
    const at = (nowSeconds: number) =>
      verifyDeviceToken(token, { keys, revocados: ninguno, nowSeconds })
    expect((await at(NOW_S + 45)).ok).toBe(true)
    expect((await at(NOW_S - 45)).ok).toBe(true)
    expect(await at(NOW_S + 46)).toEqual({ ok: false, reason: 'stale' })
    expect(await at(NOW_S - 46)).toEqual({ ok: false, reason: 'stale' })
    expect(await at(NOW_S + 60)).toEqual({ ok: false, reason: 'stale' })
  })

  it('reads anything else as malformed, without throwing', async () => {
    const { device, certificado, keys } = await setup()
    const token = await signDeviceToken({ certificado, privateKey: device.privateKey, now: NOW })
    const serverToken = 'A'.repeat(108)
    for (const text of [
      '',
      'x',
      token.slice(0, -4),
      `${token}AAAA`,
      serverToken,
      '!'.repeat(243),
    ]) {
      expect(
        await verifyDeviceToken(text, { keys, revocados: ninguno, nowSeconds: NOW_S }),
      ).toEqual({
        ok: false,
        reason: 'malformed',
      })
    }
    expect(isDeviceToken(serverToken)).toBe(false)
    expect(decodeCertificado(`${certificado}AA`)).toBeNull()
    await expect(
      signDeviceToken({ certificado: 'no', privateKey: device.privateKey, now: NOW }),
    ).rejects.toThrow('Certificado inválido')
  })
})
