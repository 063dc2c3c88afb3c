import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeCertificado, decodeDeviceToken, verifyDeviceToken } from './device-token.ts'
import { parseDniBarcode } from './dni.ts'
import { base64UrlDecode, base64UrlEncode, decodeQrToken, verifyQrToken } from './qr-token.ts'
import { clubSettingsSchema } from './settings.ts'
import { validate } from './validation.ts'

/**
 * What the gate, the registration scanner and the settings screen read from the outside,
 * on random input: every decoder answers null (or a refusal) and never throws. Besides
 * random text, base64url of random bytes of each code's own length, so the decoders get
 * past their first checks (docs/architecture.md#validation).
 */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
)
const base64Url = (lengths: number[]) =>
  fc
    .constantFrom(...lengths)
    .chain((length) =>
      fc.uint8Array({ minLength: length, maxLength: length }).map((b) => base64UrlEncode(b)),
    )

describe('decoders on random input', () => {
  it('the server QR token: null, and its verifier refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, base64Url([81])), async (token) => {
        expect(() => decodeQrToken(token)).not.toThrow()
        expect((await verifyQrToken(token, new Map(), Date.now() / 1000)).ok).toBe(false)
      }),
    )
  })

  it('the phone-made token and its certificate: null, and the verifier refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, base64Url([129, 162, 182, 215])), async (token) => {
        expect(() => decodeDeviceToken(token)).not.toThrow()
        expect(() => decodeCertificado(token)).not.toThrow()
        const verdict = await verifyDeviceToken(token, {
          keys: new Map(),
          revocados: new Set(),
          nowSeconds: Date.now() / 1000,
        })
        expect(verdict.ok).toBe(false)
      }),
    )
  })

  it('base64url: random text decodes to bytes or null, and bytes come back as they went', () => {
    fc.assert(
      fc.property(text, fc.uint8Array(), (input, bytes) => {
        expect(() => base64UrlDecode(input)).not.toThrow()
        expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes)
      }),
    )
  })

  it('the DNI barcode: data or null', () => {
    const fields = fc.array(fc.oneof(text, fc.stringMatching(/^\d{1,12}$/)), { maxLength: 12 })
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          fields.map((f) => f.join('@')),
        ),
        (raw) => {
          expect(() => parseDniBarcode(raw)).not.toThrow()
        },
      ),
    )
  })

  it('the settings schema: a refusal with Spanish messages, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (input) => {
        const result = validate(clubSettingsSchema, input)
        if (!result.success) expect(result.messages.length).toBeGreaterThan(0)
      }),
    )
  })
})
