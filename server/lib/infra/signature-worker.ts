/**
 * The signature thread (signature-thread.ts): checks each batch and answers it in one
 * message, in the order the batches came.
 */
import { ed25519Verify } from './ed25519.ts'
import type { SignatureBatch, SignatureVerdicts } from './signature-protocol.ts'
import { serveRequests } from './worker-serve.ts'

serveRequests<SignatureBatch, SignatureVerdicts>((checks) =>
  checks.map(({ key, signature, data }) => ed25519Verify(key, signature, data)),
)
