import { hash, verify } from '@node-rs/argon2'

/** OWASP's minimum for argon2id (the library's defaults are weaker). */
// algorithm 2 is Argon2id (a const enum the library does not export as a value).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** A hash of a random password: verifying against it costs the same as a real check. */
const decoy = hashPassword(crypto.randomUUID())

/**
 * Checks a password; with no stored hash it still spends the time of a check, so the
 * response time does not tell whether the email has an account.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
