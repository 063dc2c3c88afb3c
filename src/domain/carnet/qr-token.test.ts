import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  base64UrlDecode,
  base64UrlEncode,
  decodeQrToken,
  generarTokenBodySchema,
  importQrPublicKey,
  importQrPublicKeys,
  qrClaims,
  qrKeysResponseSchema,
  qrTokenSchema,
  QR_TOKEN_LENGTH,
  QR_TOKEN_TTL_SECONDS,
  signQrToken,
  verifyQrToken,
  type QrKey,
} from './qr-token'

const subtle = globalThis.crypto.subtle
const NOW = 1_795_400_000
const KID = '0a1b2c3d'

type Pair = { publicKey: QrKey; privateKey: QrKey; raw: string }

async function newPair(): Promise<Pair> {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as {
    publicKey: QrKey
    privateKey: QrKey
  }
  const raw = base64UrlEncode(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)))
  return { ...pair, raw }
}

let main: Pair
let other: Pair
let keys: Map<string, QrKey>
let token: string

beforeAll(async () => {
  main = await newPair()
  other = await newPair()
  keys = new Map([[KID, main.publicKey]])
  token = await signQrToken(qrClaims(KID, 4217, NOW), main.privateKey)
})

/** The token with byte `index` XOR-ed with `mask`, re-encoded. */
function tamper(original: string, index: number, mask: number) {
  const bytes = base64UrlDecode(original)!
  bytes[index] = bytes[index]! ^ mask
  return base64UrlEncode(bytes)
}

describe('base64url', () => {
  it('round-trips every length and refuses non-canonical text', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff)
      const text = base64UrlEncode(bytes)
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
      expect(base64UrlDecode(text)).toEqual(bytes)
    }
    expect(base64UrlDecode('AB')).toBeNull() // low bits set
    expect(base64UrlDecode('A')).toBeNull()
    expect(base64UrlDecode('AA==')).toBeNull()
    expect(base64UrlDecode('AA+/')).toBeNull()
    expect(base64UrlDecode('AAñA')).toBeNull()
    expect(base64UrlDecode('AA😀')).toBeNull()
  })
})

describe('QR token', () => {
  it('round-trips the claims', async () => {
    const result = await verifyQrToken(token, keys, NOW + 10)
    expect(result).toEqual({
      ok: true,
      claims: { kid: KID, socioId: 4217, iat: NOW, exp: NOW + QR_TOKEN_TTL_SECONDS },
    })
    expect(decodeQrToken(token)).toMatchObject({ kid: KID, socioId: 4217, iat: NOW })
  })

  it('is compact and URL-safe', async () => {
    expect(token.length).toBeLessThanOrEqual(120)
    expect(token.length).toBe(QR_TOKEN_LENGTH)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(encodeURIComponent(token)).toBe(token)
    const largest = await signQrToken(
      { kid: 'ffffffff', socioId: 0xffff_ffff, iat: 0xffff_ff00, exp: 0xffff_ffff },
      main.privateKey,
    )
    expect(largest.length).toBe(token.length)
    expect(v.is(qrTokenSchema, token)).toBe(true)
  })

  it('is valid from issue until expiry, with 30 s of skew for a gate whose clock is behind', async () => {
    expect((await verifyQrToken(token, keys, NOW)).ok).toBe(true)
    expect((await verifyQrToken(token, keys, NOW - 30)).ok).toBe(true)
    expect(await verifyQrToken(token, keys, NOW - 31)).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    })
    expect((await verifyQrToken(token, keys, NOW + QR_TOKEN_TTL_SECONDS - 1)).ok).toBe(true)
    expect(await verifyQrToken(token, keys, NOW + QR_TOKEN_TTL_SECONDS)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('fails on every tampered byte, never ok', async () => {
    const length = base64UrlDecode(token)!.length
    for (let index = 0; index < length; index++) {
      for (const mask of [0x01, 0x80, 0xff]) {
        const result = await verifyQrToken(tamper(token, index, mask), keys, NOW + 1)
        if (result.ok) throw new Error(`byte ${index} ^ ${mask} verified`)
        // Byte 0 is the version, 1–4 the key id; any other change breaks the signature.
        const expected = index === 0 ? 'malformed' : index < 5 ? 'unknown-key' : 'bad-signature'
        expect(result.reason, `byte ${index} ^ ${mask}`).toBe(expected)
      }
    }
  })

  it('does not verify a changed character either', async () => {
    for (let i = 0; i < token.length; i++) {
      const replacement = token[i] === 'A' ? 'B' : 'A'
      const changed = token.slice(0, i) + replacement + token.slice(i + 1)
      const result = await verifyQrToken(changed, keys, NOW + 1)
      expect(result.ok, `character ${i}`).toBe(false)
    }
  })

  it('refuses an unknown key id', async () => {
    const foreign = await signQrToken(qrClaims('deadbeef', 1, NOW), main.privateKey)
    expect(await verifyQrToken(foreign, keys, NOW)).toEqual({ ok: false, reason: 'unknown-key' })
  })

  it('refuses a signature by another key under a known kid', async () => {
    const forged = await signQrToken(qrClaims(KID, 4217, NOW), other.privateKey)
    expect(await verifyQrToken(forged, keys, NOW)).toEqual({ ok: false, reason: 'bad-signature' })
  })

  it('never throws on garbage', async () => {
    const garbage = [
      '',
      'x',
      'null',
      '🙂'.repeat(60),
      'A'.repeat(QR_TOKEN_LENGTH),
      'A'.repeat(QR_TOKEN_LENGTH - 1),
      'A'.repeat(QR_TOKEN_LENGTH + 1),
      `${token}=`,
      token.replace(/.$/, '+'),
      token.toUpperCase(),
      ' '.repeat(QR_TOKEN_LENGTH),
      'https://example.com/?q=1',
      undefined as unknown as string,
      42 as unknown as string,
    ]
    for (const text of garbage) {
      expect(() => decodeQrToken(text)).not.toThrow()
      const result = await verifyQrToken(text, keys, NOW)
      expect(result.ok).toBe(false)
    }
    // A random 81-byte token: right shape, a broken signature at best.
    const random = globalThis.crypto.getRandomValues(new Uint8Array(81))
    random[0] = 1
    const result = await verifyQrToken(base64UrlEncode(random), keys, NOW)
    expect(result.ok).toBe(false)
  })

  it('verifies with only the public key imported from its raw export', async () => {
    const imported = await importQrPublicKey(main.raw)
    expect(imported.type).toBe('public')
    expect(await verifyQrToken(token, new Map([[KID, imported]]), NOW)).toMatchObject({ ok: true })
    const published = await importQrPublicKeys([
      { kid: KID, publicKey: main.raw },
      { kid: 'bad00000', publicKey: 'not-a-key' },
    ])
    expect([...published.keys()]).toEqual([KID])
    await expect(importQrPublicKey('AAAA')).rejects.toThrow()
  })

  it('refuses claims the layout cannot hold', async () => {
    await expect(signQrToken(qrClaims('XYZ', 1, NOW), main.privateKey)).rejects.toThrow(RangeError)
    await expect(signQrToken(qrClaims(KID, 0, NOW), main.privateKey)).rejects.toThrow(RangeError)
    await expect(signQrToken(qrClaims(KID, 2 ** 32, NOW), main.privateKey)).rejects.toThrow()
  })
})

describe('API schemas', () => {
  it('reads the id as a number or numeric text', () => {
    expect(v.parse(generarTokenBodySchema, { id: 12 })).toEqual({ id: 12 })
    expect(v.parse(generarTokenBodySchema, { id: '12' })).toEqual({ id: 12 })
    for (const id of [0, -1, 1.5, '', 'abc', '012', null, undefined, '99999999999']) {
      const result = v.safeParse(generarTokenBodySchema, { id })
      expect(result.success, String(id)).toBe(false)
      expect(result.issues?.[0]?.message).toBe('Número de socio inválido')
    }
  })

  it('describes the gate keys', () => {
    expect(
      v.is(qrKeysResponseSchema, {
        keys: [{ kid: KID, publicKey: main.raw, createdAt: '2026-11-22T15:00:00.000Z' }],
      }),
    ).toBe(true)
  })
})
