import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { base64UrlEncode, type QrKey } from '../../../src/domain/carnet/qr-token.ts'
import { qrKeys } from '../../db/schema/carnet.ts'
import { createQrKeys, type QrKeys } from './qr-keys.ts'

let database: TestDatabase
let store: QrKeys

beforeAll(async () => {
  database = await createTestDatabase()
  // These tests read keys, never check a signature.
  store = createQrKeys(database.db, { verify: () => Promise.reject(new Error('sin uso')) })
})

afterAll(() => database.cleanup())

/** Another API process behind the same database creates a key: this one is not told. */
async function keyCreatedElsewhere(kid: string) {
  const subtle = globalThis.crypto.subtle
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as {
    publicKey: QrKey
    privateKey: QrKey
  }
  const encoded = async (format: 'raw' | 'pkcs8', key: QrKey) =>
    base64UrlEncode(new Uint8Array(await subtle.exportKey(format, key)))
  await database.db.insert(qrKeys).values({
    kid,
    publicKey: await encoded('raw', pair.publicKey),
    privateKey: await encoded('pkcs8', pair.privateKey),
  })
}

const MINUTE = 60_000

describe("qrVerificationKeys: this process's list of verification keys", () => {
  const start = Date.now()
  const at = (ms: number) => start + ms

  it('reads the list again after a minute, behind the scans', async () => {
    await store.ensure()
    expect((await store.verificationKeys(undefined, at(0))).size).toBe(1)

    await keyCreatedElsewhere('0a0a0a0a')
    expect((await store.verificationKeys(undefined, at(MINUTE - 1))).has('0a0a0a0a')).toBe(false)
    // A minute on, the scan is answered with the keys in hand while the list is read.
    expect((await store.verificationKeys(undefined, at(MINUTE))).has('0a0a0a0a')).toBe(false)
    await vi.waitFor(async () =>
      expect((await store.verificationKeys(undefined, at(MINUTE + 1))).has('0a0a0a0a')).toBe(true),
    )
  })

  it('keeps the keys in hand when reading the list again fails', async () => {
    const db = database.db
    await keyCreatedElsewhere('0b0b0b0b')
    const select = vi.spyOn(db, 'select').mockImplementationOnce(() => {
      throw new Error('conexión perdida')
    })
    try {
      const keys = await store.verificationKeys(undefined, at(3 * MINUTE))
      expect(keys.has('0a0a0a0a')).toBe(true)
      expect(select).toHaveBeenCalledTimes(1)
    } finally {
      select.mockRestore()
    }
    // The next scan reads it again.
    await vi.waitFor(async () =>
      expect((await store.verificationKeys(undefined, at(3 * MINUTE))).has('0b0b0b0b')).toBe(true),
    )
  })

  it('reads the list at once for a kid it does not have', async () => {
    await keyCreatedElsewhere('0c0c0c0c')
    const keys = await store.verificationKeys('0c0c0c0c', at(5 * MINUTE))
    expect(keys.has('0c0c0c0c')).toBe(true)
  })
})
