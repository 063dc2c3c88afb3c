/** The messages between the server's thread (signature-thread.ts) and signature-worker.ts. */

/** One signature to check: the raw Ed25519 public key, the signature and what it signs. */
export type SignatureCheckRequest = {
  key: Uint8Array
  signature: Uint8Array
  data: Uint8Array
}

/**
 * The checks of one turn of the server's event loop, answered together: the verdicts in the
 * batch's order, and the batches in the order they came, each with its number.
 */
export type SignatureBatch = { seq: number; checks: SignatureCheckRequest[] }
export type SignatureVerdicts = { seq: number; valid: boolean[] }
