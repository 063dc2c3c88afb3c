/** The requests of signature-thread.ts to signature-worker.ts (worker-channel.ts carries them). */

/** One signature to check: the raw Ed25519 public key, the signature and what it signs. */
export type SignatureCheckRequest = {
  key: Uint8Array
  signature: Uint8Array
  data: Uint8Array
}

/**
 * The checks of one turn of the server's event loop are one request; its answer is their
 * verdicts in the same order. The thread answers the batches in the order they came.
 */
export type SignatureBatch = SignatureCheckRequest[]
export type SignatureVerdicts = boolean[]
