import { get, set } from 'idb-keyval'
import * as v from 'valibot'
import { deviceKeyParams, type DeviceAlgorithm } from '@/domain/device-token'
import { deviceJwkSchema, type DeviceJwk } from '@/domain/dispositivos'
import { userStore } from '@/lib/device-storage'

/** The phone's own key for the card's codes (docs/architecture.md#device-token). */
export type DeviceKey = { alg: DeviceAlgorithm; keyPair: CryptoKeyPair }

const KEY = 'par'
const ALGORITHMS: readonly DeviceAlgorithm[] = ['Ed25519', 'P-256']

/** Ed25519 where the browser has it, else ECDSA P-256; null when it has neither. */
async function generate(): Promise<DeviceKey | null> {
  for (const alg of ALGORITHMS) {
    try {
      // The private key never leaves the browser: not even this app can read it.
      const keyPair = (await crypto.subtle.generateKey(deviceKeyParams(alg), false, [
        'sign',
        'verify',
      ])) as CryptoKeyPair
      return { alg, keyPair }
    } catch {
      // This browser lacks the algorithm: the next one.
    }
  }
  return null
}

async function loadOrCreate(): Promise<DeviceKey | null> {
  const stored = await get<DeviceKey>(KEY, userStore('cardDevice')).catch(() => undefined)
  if (stored) return stored
  const created = await generate()
  if (created) await set(KEY, created, userStore('cardDevice')).catch(() => undefined)
  return created
}

let loading: Promise<DeviceKey | null> | undefined

/**
 * The device's key pair, made and kept on first need (signing out forgets it). Null where
 * WebCrypto has neither algorithm: the card keeps the server's tokens.
 */
export function deviceKey(): Promise<DeviceKey | null> {
  // One in flight: two callers at once must not make (and keep) two different keys.
  loading ??= loadOrCreate().finally(() => (loading = undefined))
  return loading
}

/** The public key as the server's POST takes it. */
export async function publicJwk(key: DeviceKey): Promise<DeviceJwk> {
  return v.parse(deviceJwkSchema, await crypto.subtle.exportKey('jwk', key.keyPair.publicKey))
}
