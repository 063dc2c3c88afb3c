/**
 * Ed25519 checks of QR tokens in a thread of their own (signature-worker.ts), with
 * libsodium. The checks asked for in one turn of the event loop travel in one message and
 * come back in one answer: on this kind of host, waking one of libuv's threads per check
 * (crypto.verify's callback) cost the loop 50–90 µs a check, and OpenSSL twice libsodium's
 * time (ADR 0011). Should the thread fail, checks go on in this thread.
 */
import type { Worker } from 'node:worker_threads'
import { ed25519Verify } from './ed25519.ts'
import type {
  SignatureBatch,
  SignatureCheckRequest,
  SignatureVerdicts,
} from './signature-protocol.ts'
import { startTsWorker } from './ts-worker.ts'

type Waiting = { check: SignatureCheckRequest; resolve(valid: boolean): void }
type Sent = { seq: number; waiting: Waiting[] }

let worker: Worker | null = null
/**
 * Batches sent and not answered yet, oldest first: the thread answers them in order. A queue,
 * not a Map by check: a long-lived Map that takes and drops an entry per scan makes its table
 * anew, again and again, in the old generation, which only a full collection frees (ADR 0012).
 */
const sent: Sent[] = []
let nextSeq = 1
/** Checks of this turn of the loop, sent together when it ends. */
let batch: Waiting[] = []
let failed = false

function checkHere({ check, resolve }: Waiting) {
  try {
    resolve(ed25519Verify(check.key, check.signature, check.data))
  } catch {
    resolve(false)
  }
}

function start(): Worker {
  const thread = startTsWorker(new URL('./signature-worker.ts', import.meta.url))
  // An idle thread does not keep the process alive (tests, scripts).
  thread.unref()
  thread.on('message', ({ seq, valid }: SignatureVerdicts) => {
    const oldest = sent[0]
    // Verdicts for another batch than the oldest would answer the wrong scans: never used.
    if (oldest?.seq !== seq || valid.length !== oldest.waiting.length)
      return fail(`respuesta fuera de orden (lote ${seq})`)
    sent.shift()
    oldest.waiting.forEach((waiting, i) => waiting.resolve(valid[i]!))
    if (sent.length === 0) thread.unref()
  })
  const fail = (reason: string) => {
    if (worker !== thread) return
    worker = null
    failed = true
    console.error(`Las firmas de los códigos QR se verifican sin su hilo propio: ${reason}`)
    for (const { waiting } of sent.splice(0)) waiting.forEach(checkHere)
    // A thread that answered out of step may still be running; one that died is not.
    void thread.terminate()
  }
  thread.on('error', (error) => fail(error.message))
  thread.on('messageerror', (error) => fail(error.message))
  thread.on('exit', (code) => fail(`el hilo terminó con el código ${code}`))
  return thread
}

function send() {
  const waiting = batch
  batch = []
  if (failed) return waiting.forEach(checkHere)
  worker ??= start()
  const seq = nextSeq++
  try {
    worker.postMessage({ seq, checks: waiting.map((w) => w.check) } satisfies SignatureBatch)
  } catch {
    // Never sent, so never answered: checked here, and the queue keeps step with the thread.
    return waiting.forEach(checkHere)
  }
  if (sent.length === 0) worker.ref()
  sent.push({ seq, waiting })
}

/** Starts the thread ahead of the first check (the server, at start). */
export function startSignatureThread() {
  if (!failed) worker ??= start()
}

/** Whether `signature` is the Ed25519 signature of `data` by the raw public key `key`. */
export function verifySignature(
  key: Uint8Array,
  signature: Uint8Array,
  data: Uint8Array,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (batch.length === 0) setImmediate(send)
    batch.push({ check: { key, signature, data }, resolve })
  })
}
