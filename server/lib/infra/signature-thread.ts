/**
 * Ed25519 checks of QR tokens in a thread of their own (signature-worker.ts), with
 * libsodium. The checks asked for in one turn of the event loop travel in one message and
 * come back in one answer: on this kind of host, waking one of libuv's threads per check
 * (crypto.verify's callback) cost the loop 50–90 µs a check, and OpenSSL twice libsodium's
 * time (ADR 0011). Should the thread fail, checks go on in this thread.
 */
import { ed25519Verify } from './ed25519.ts'
import type {
  SignatureBatch,
  SignatureCheckRequest,
  SignatureVerdicts,
} from './signature-protocol.ts'
import { openWorkerChannel, type Waiter, type WorkerChannel } from './worker-channel.ts'

export type SignatureChecker = {
  /** Whether `signature` is the Ed25519 signature of `data` by the raw public key `key`. */
  verify(key: Uint8Array, signature: Uint8Array, data: Uint8Array): Promise<boolean>
  /** Stops the thread; checks still waiting, and any later ones, are made in this thread. */
  close(): Promise<void>
}

type Check = { check: SignatureCheckRequest; resolve(valid: boolean): void }

function checkHere({ check, resolve }: Check) {
  try {
    resolve(ed25519Verify(check.key, check.signature, check.data))
  } catch {
    resolve(false)
  }
}

/**
 * One batch sent: the thread answers the batches in the order they came, so the channel
 * keeps them in a queue, not a Map by check (ADR 0012). Verdicts of another length than
 * the batch cannot be read: the channel then fails, and the checks are made here.
 */
function batchWaiter(checks: Check[]): Waiter<SignatureVerdicts> {
  return {
    resolve(valid) {
      if (valid.length !== checks.length)
        throw new Error(`respuesta de ${valid.length} veredictos para ${checks.length} firmas`)
      checks.forEach((check, i) => check.resolve(valid[i]!))
    },
    reject: () => checks.forEach(checkHere),
  }
}

/**
 * The server's signature checker. Its thread starts with the first check, or at once with
 * `startNow` (the server: the first scan at the gate does not wait for it).
 */
export function createSignatureChecker(
  options: { startNow?: boolean; module?: URL } = {},
): SignatureChecker {
  const module = options.module ?? new URL('./signature-worker.ts', import.meta.url)
  let channel: WorkerChannel<SignatureBatch, SignatureVerdicts> | null = null
  let closed = false
  /** Checks of this turn of the loop, sent together when it ends. */
  let batch: Check[] = []

  const open = () =>
    (channel ??= openWorkerChannel({
      module,
      order: 'in-order',
      onFailure: (error) =>
        console.error(
          `Las firmas de los códigos QR se verifican sin su hilo propio: ${error.message}`,
        ),
    }))

  const send = () => {
    const checks = batch
    batch = []
    if (closed) return checks.forEach(checkHere)
    // A failed channel rejects at once: the checks are then made here.
    open().request(
      checks.map((c) => c.check),
      batchWaiter(checks),
    )
  }

  if (options.startNow) open()
  return {
    verify: (key, signature, data) =>
      new Promise((resolve) => {
        if (batch.length === 0) setImmediate(send)
        batch.push({ check: { key, signature, data }, resolve })
      }),
    close: async () => {
      closed = true
      await channel?.close()
    },
  }
}
