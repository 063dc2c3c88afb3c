/**
 * The signature thread (signature-thread.ts): checks each batch and answers it in one
 * message, in the order the batches came.
 */
import { parentPort } from 'node:worker_threads'
import { ed25519Verify } from './ed25519.ts'
import type { SignatureBatch, SignatureVerdicts } from './signature-protocol.ts'

const port = parentPort!
port.on('message', ({ seq, checks }: SignatureBatch) => {
  const verdicts: SignatureVerdicts = {
    seq,
    valid: checks.map(({ key, signature, data }) => ed25519Verify(key, signature, data)),
  }
  port.postMessage(verdicts)
})
