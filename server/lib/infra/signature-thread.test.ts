import { generateKeyPairSync, sign } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createSignatureChecker } from './signature-thread.ts'

function signer() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  // The raw key: the last 32 bytes of its SPKI encoding.
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))
  return {
    key: raw,
    sign: (data: Uint8Array) => new Uint8Array(sign(null, data, privateKey)),
  }
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the signature checker (its thread)', () => {
  const checker = createSignatureChecker()
  const verifySignature = checker.verify.bind(checker)
  afterAll(() => checker.close())
  const alice = signer()
  const mallory = signer()
  const data = bytes('k1.123.1795380000.1795380300')
  const signature = alice.sign(data)

  it("accepts the key's signature of the data", async () => {
    expect(await verifySignature(alice.key, signature, data)).toBe(true)
  })

  it('refuses changed data, another key, a changed signature and wrong sizes', async () => {
    const changed = signature.slice()
    changed[10]! ^= 1
    const verdicts = await Promise.all([
      verifySignature(alice.key, signature, bytes('k1.124.1795380000.1795380300')),
      verifySignature(mallory.key, signature, data),
      verifySignature(alice.key, changed, data),
      verifySignature(alice.key.subarray(1), signature, data),
      verifySignature(alice.key, signature.subarray(1), data),
    ])
    expect(verdicts).toEqual([false, false, false, false, false])
  })

  it('answers each of many checks asked for at once with its own verdict', async () => {
    const checks = Array.from({ length: 300 }, (_, i) => {
      const signed = bytes(`k1.${i}.1795380000.1795380300`)
      const by = i % 3 === 0 ? mallory : alice
      return { signed, signature: by.sign(signed), valid: by === alice }
    })
    const verdicts = await Promise.all(
      checks.map((c) => verifySignature(alice.key, c.signature, c.signed)),
    )
    expect(verdicts).toEqual(checks.map((c) => c.valid))
  })

  it('keeps the verdicts of batches sent on different turns apart', async () => {
    const turns = Array.from({ length: 8 }, (_, turn) =>
      Array.from({ length: turn + 1 }, (_, i) => {
        const signed = bytes(`k1.${turn}.${i}.1795380300`)
        const by = (turn + i) % 2 === 0 ? alice : mallory
        return { signed, signature: by.sign(signed), valid: by === alice }
      }),
    )
    const pending: Promise<boolean[]>[] = []
    for (const checks of turns) {
      // Each turn of the loop sends its own batch, while the earlier ones are still out.
      pending.push(
        Promise.all(checks.map((c) => verifySignature(alice.key, c.signature, c.signed))),
      )
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(await Promise.all(pending)).toEqual(turns.map((checks) => checks.map((c) => c.valid)))
  })
})

describe('the signature checker, should its thread fail', () => {
  const alice = signer()
  const data = bytes('k1.7.1795380000.1795380300')
  const signature = alice.sign(data)
  const failing = (name: string) => new URL(`./test-workers/${name}.ts`, import.meta.url)

  it('checks here the signatures of a thread that exits, and logs once', async () => {
    // The failure is meant to be logged: heard here, not failed on.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const checker = createSignatureChecker({ module: failing('exits') })
    const first = await Promise.all([
      checker.verify(alice.key, signature, data),
      checker.verify(alice.key, signature, bytes('otra cosa')),
    ])
    const later = await checker.verify(alice.key, signature, data)
    expect([...first, later]).toEqual([true, false, true])
    expect(log).toHaveBeenCalledOnce()
    await checker.close()
  })

  it('checks here when the thread answers with verdicts it cannot mean', async () => {
    // The failure is meant to be logged: heard here, not failed on.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const checker = createSignatureChecker({ module: failing('answers-short') })
    const verdicts = await Promise.all([
      checker.verify(alice.key, signature, data),
      checker.verify(alice.key, signature, bytes('otra cosa')),
    ])
    expect(verdicts).toEqual([true, false])
    expect(log).toHaveBeenCalledOnce()
    await checker.close()
  })

  it('answers the checks still waiting when closed, and later ones', async () => {
    const checker = createSignatureChecker({ module: failing('never-answers') })
    const waiting = checker.verify(alice.key, signature, data)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await checker.close()
    expect(await waiting).toBe(true)
    expect(await checker.verify(alice.key, signature, bytes('otra cosa'))).toBe(false)
  })
})
