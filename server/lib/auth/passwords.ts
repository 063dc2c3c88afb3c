import { hash, verify } from '@node-rs/argon2'
import { ServerBusyError } from '../http/on-error.ts'

/** OWASP's minimum for argon2id (the library's defaults are weaker). */
// algorithm 2 is Argon2id (a const enum the library does not export as a value).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }

/** One hash, unlimited: for the CLI, seeds and tests; requests use `createPasswordHasher`. */
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

export type PasswordHasher = ReturnType<typeof createPasswordHasher>

/**
 * The server's limits: libuv's thread pool runs 4 hashes at a time anyway. A waiting sign-in
 * holds no argon2 memory, so the queue is long enough for 200 members signing in at once
 * (a match day's gate opening) to all be served, in about 2 s on 2 cores (bench/load.ts).
 */
export const PASSWORD_LIMITS = { running: 4, waiting: 256 }

/**
 * The requests' argon2 work, `running` at a time (each takes 19 MiB and a thread of libuv's
 * pool of 4); up to `waiting` more wait their turn in order, and beyond that the work is
 * refused with ServerBusyError (503), so a flood of sign-ins cannot exhaust memory.
 */
export function createPasswordHasher({ running, waiting } = PASSWORD_LIMITS) {
  let active = 0
  let closed = false
  const queue: { start: () => void; refuse: (error: Error) => void }[] = []

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (closed || (active >= running && queue.length >= waiting)) throw new ServerBusyError()
    if (active < running) active++
    else await new Promise<void>((start, refuse) => queue.push({ start, refuse }))
    try {
      return await task()
    } finally {
      // The slot goes straight to the next in line.
      const next = queue.shift()
      if (next) next.start()
      else active--
    }
  }

  return {
    run,
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (stored: string | null, password: string) =>
      run(() => verifyPassword(stored, password)),
    /** Refuses what waits and what comes; work already running finishes. */
    close() {
      closed = true
      for (const waiter of queue.splice(0)) waiter.refuse(new ServerBusyError())
    },
  }
}
