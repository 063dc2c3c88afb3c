import { del, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { deviceKeyParams, type DeviceAlgorithm } from '@/domain/dispositivos/device-token'
import { deviceJwkSchema, type DeviceJwk } from '@/domain/dispositivos/dispositivos'
import { userStore } from '@/lib/offline/device-storage'

/** The phone's own key for the card's codes (docs/architecture.md#device-token). */
export type DeviceKey = { alg: DeviceAlgorithm; keyPair: CryptoKeyPair }

const KEY = 'par'
/** Set when the member removed this phone from 'Mis dispositivos'; sign-out clears it. */
const QUITADO_KEY = 'quitado'
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

/** The key this phone already has, never a new one. */
export const storedDeviceKey = () =>
  get<DeviceKey>(KEY, userStore('cardDevice')).catch(() => undefined)

async function loadOrCreate(): Promise<DeviceKey | null> {
  const [stored, quitado] = await Promise.all([
    storedDeviceKey(),
    get<boolean>(QUITADO_KEY, userStore('cardDevice')).catch(() => undefined),
  ])
  if (stored) return stored
  // Removed on this phone: it shows the server's codes until someone signs in here again.
  if (quitado) return null
  const created = await generate()
  if (created) await set(KEY, created, userStore('cardDevice')).catch(() => undefined)
  return created
}

let loading: Promise<DeviceKey | null> | undefined

/**
 * The device's key pair, made and kept on first need (signing out forgets it). Null where
 * WebCrypto has neither algorithm, or once this phone was removed until the next sign-in: the
 * card keeps the server's tokens.
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

/** A key the server refuses (its device was removed): the next card makes a new one. */
export const forgetDeviceKey = () => del(KEY, userStore('cardDevice')).catch(() => undefined)

/**
 * The member removed this very phone: its key goes, and none is made again until sign-out
 * empties the store (the next person to sign in here starts afresh).
 */
export async function forgetDeviceKeyUntilSignOut() {
  const store = userStore('cardDevice')
  // The marker first: a key read under way must not make a new key in between.
  await set(QUITADO_KEY, true, store).catch(() => undefined)
  await forgetDeviceKey()
}
