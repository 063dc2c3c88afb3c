import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { instante, creadoEn } from '../columns.ts'

/**
 * Ed25519 keys that sign the QR tokens (docs/architecture.md#qr-token), shared by every API
 * process. The newest key not retired signs; keys not retired, or retired less than 10
 * minutes ago, verify, unless withdrawn.
 */
export const qrKeys = pgTable(
  'qr_keys',
  {
    /** 8 lower-case hex characters, random. */
    kid: text('kid').primaryKey(),
    /** base64url of the 32-byte raw public key. */
    publicKey: text('public_key').notNull(),
    /**
     * base64url of the PKCS#8 private key: never leaves the server. Erased (null) when the
     * key is withdrawn.
     */
    privateKey: text('private_key'),
    createdAt: creadoEn(),
    retiredAt: instante('retired_at'),
    /** Withdrawn by hand (`retire-qr-key`): it verifies no more, with no grace. */
    withdrawnAt: instante('withdrawn_at'),
  },
  (t) => [index('qr_keys_created_idx').on(t.createdAt)],
)
