import { get, set } from 'idb-keyval'
import { userStore } from './device-storage'

/** A secret as the outbox keeps it: AES-GCM ciphertext and its nonce. */
export type Sealed = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }

const KEY = 'clave'
let creating: Promise<CryptoKey> | null = null

/**
 * The device's outbox key: AES-GCM, generated non-extractable, so IndexedDB keeps a
 * CryptoKey that can encrypt and decrypt here but whose bytes no script can read
 * (ADR 0019). Read afresh each time: signing out deletes it.
 */
async function outboxKey(): Promise<CryptoKey | undefined> {
  return get<CryptoKey>(KEY, userStore('outboxKey'))
}

async function keyToSeal(): Promise<CryptoKey> {
  const saved = await outboxKey()
  if (saved) return saved
  // Two entries queued at once must not each make a key and keep only the last.
  creating ??= (async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])
    await set(KEY, key, userStore('outboxKey'))
    return key
  })().finally(() => (creating = null))
  return creating
}

export async function seal(text: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyToSeal(),
    new TextEncoder().encode(text),
  )
  return { iv, data }
}

/** The text back; fails when the key is gone or the data was altered. */
export async function unseal({ iv, data }: Sealed): Promise<string> {
  const key = await outboxKey()
  if (!key) throw new Error('Sin la clave del dispositivo')
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, data))
}
