import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { deviceJwkSchema } from '@/domain/dispositivos/dispositivos'
import { resetStores, storedData } from '@/test/memory-idb-keyval'
import { deviceKey, publicJwk } from './device-key'

vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))

const STORE = 'club-carnet-dispositivo/clave'

describe("the card's device key", () => {
  let generateKey: { mockRestore(): void } | undefined
  afterEach(() => {
    generateKey?.mockRestore()
    resetStores()
  })

  it('is made once, Ed25519 with a private key nobody can export, and kept', async () => {
    const key = await deviceKey()

    expect(key!.alg).toBe('Ed25519')
    expect(key!.keyPair.privateKey.extractable).toBe(false)
    expect(key!.keyPair.privateKey.algorithm.name).toBe('Ed25519')
    expect(storedData()[STORE]).toEqual([['par', key]])
    expect(await deviceKey()).toBe(key)
  })

  it('is one key when asked for twice at once', async () => {
    const [a, b] = await Promise.all([deviceKey(), deviceKey()])
    expect(a).toBe(b)
  })

  it('is ECDSA P-256 where the browser has no Ed25519', async () => {
    const generate = crypto.subtle.generateKey.bind(crypto.subtle)
    generateKey = vi.spyOn(crypto.subtle, 'generateKey').mockImplementation((async (
      algorithm: AlgorithmIdentifier,
      extractable: boolean,
      usages: KeyUsage[],
    ) => {
      if ((algorithm as Algorithm).name === 'Ed25519')
        throw new DOMException('', 'NotSupportedError')
      return generate(algorithm as EcKeyGenParams, extractable, usages)
    }) as typeof crypto.subtle.generateKey)

    const key = await deviceKey()

    expect(key!.alg).toBe('P-256')
    expect(key!.keyPair.privateKey.extractable).toBe(false)
    expect(await publicJwk(key!)).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
    })
  })

  it('is none, and nothing is kept, where the browser has neither', async () => {
    generateKey = vi
      .spyOn(crypto.subtle, 'generateKey')
      .mockRejectedValue(new DOMException('', 'NotSupportedError'))

    expect(await deviceKey()).toBeNull()
    expect(storedData()).toEqual({})
  })

  it('gives its public key as the POST takes it', async () => {
    const jwk = await publicJwk((await deviceKey())!)
    expect(v.is(deviceJwkSchema, jwk)).toBe(true)
    expect(Object.keys(jwk).sort()).toEqual(['crv', 'kty', 'x'])
  })
})
