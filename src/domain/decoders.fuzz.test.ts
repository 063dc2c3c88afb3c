import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeCertificado,
  decodeDeviceToken,
  verifyDeviceToken,
} from './dispositivos/device-token.ts'
import { parseDniBarcode } from './alta/dni.ts'
import {
  base64UrlDecode,
  base64UrlEncode,
  decodeQrToken,
  verifyQrToken,
} from './carnet/qr-token.ts'
import { clubSettingsSchema } from './configuracion/configuracion.ts'
import { validate } from './validation.ts'
import { clubDePrueba } from '../test/club-settings.ts'

/**
 * What the gate, the registration scanner and the settings screen read from the outside,
 * on random input: every decoder answers null (or a refusal) and never throws. Besides
 * random text, random bytes read as text, and base64url of random bytes of each code's own
 * length, so the decoders get past their first checks (docs/architecture.md#validation). The
 * settings schema gets random bytes and a valid body with bytes changed, parsed as JSON.
 */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
)
/**
 * Random bytes as the text a reader hands over: UTF-8 (a bad sequence becomes U+FFFD, as
 * TextDecoder and the server's JSON reading do) or Latin-1 (each byte one character, as some
 * barcode readers type them).
 */
const bytesAsText = fc
  .tuple(fc.uint8Array({ maxLength: 600 }), fc.boolean())
  .map(([bytes, utf8]) =>
    utf8 ? new TextDecoder().decode(bytes) : String.fromCharCode(...Array.from(bytes)),
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
      fc.asyncProperty(fc.oneof(text, bytesAsText, base64Url([81])), async (token) => {
        expect(() => decodeQrToken(token)).not.toThrow()
        expect((await verifyQrToken(token, new Map(), Date.now() / 1000)).ok).toBe(false)
      }),
    )
  })

  it('the phone-made token and its certificate: null, and the verifier refuses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(text, bytesAsText, base64Url([129, 162, 182, 215])),
        async (token) => {
          expect(() => decodeDeviceToken(token)).not.toThrow()
          expect(() => decodeCertificado(token)).not.toThrow()
          const verdict = await verifyDeviceToken(token, {
            keys: new Map(),
            revocados: new Set(),
            nowSeconds: Date.now() / 1000,
          })
          expect(verdict.ok).toBe(false)
        },
      ),
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
          bytesAsText,
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

const validBytes = new TextEncoder().encode(JSON.stringify(clubDePrueba))

/** A saved settings body as bytes with a few of them replaced: mostly still JSON, odd text. */
const mutatedSettings = fc
  .array(fc.tuple(fc.nat({ max: validBytes.length - 1 }), fc.integer({ min: 0, max: 255 })), {
    minLength: 1,
    maxLength: 4,
  })
  .map((changes) => {
    const bytes = validBytes.slice()
    for (const [at, byte] of changes) bytes[at] = byte
    return bytes
  })

describe('the settings schema on random bytes', () => {
  it('takes the example the bytes are made from', () => {
    expect(validate(clubSettingsSchema, clubDePrueba).success).toBe(true)
  })

  it('bytes read as UTF-8, parsed when they are JSON: a refusal with Spanish messages', () => {
    let reachedSchema = 0
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 2048 }), mutatedSettings), (bytes) => {
        let input: unknown
        try {
          input = JSON.parse(new TextDecoder().decode(bytes))
        } catch {
          return // Not JSON: the server answers 400 before any schema.
        }
        reachedSchema++
        const result = validate(clubSettingsSchema, input)
        if (!result.success) {
          expect(result.messages.length).toBeGreaterThan(0)
          for (const message of result.messages) expect(message).not.toMatch(/Invalid|Expected/)
        }
      }),
      { numRuns: 300 },
    )
    // Most changed bytes fall inside a text: JSON still, with odd characters for the schema.
    expect(reachedSchema).toBeGreaterThan(0)
  })
})
