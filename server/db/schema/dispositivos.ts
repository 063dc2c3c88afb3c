import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, instante, creadoEn } from '../columns.ts'
import { users, sessions } from './cuenta.ts'
import { socios } from './socios.ts'

/**
 * A member's phone that makes its own card codes (docs/architecture.md#device-token): its
 * public key, the certificate's end, and when it was revoked. At most 3 live per member.
 */
export const dispositivos = pgTable(
  'dispositivos',
  {
    id: id(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id, { onDelete: 'cascade' }),
    /** The account that registered it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The session that registered or last renewed it: removing the device ends it (ADR 0033). */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** What the browser said at the last registration or renewal: model, system, browser. */
    nombre: text('nombre').notNull(),
    /** The member's own name for it (PATCH); a renewal keeps it. */
    apodo: text('apodo'),
    /** 'Ed25519' or 'P-256'. */
    alg: text('alg').notNull(),
    /** base64url of the raw public key (32 or 65 bytes). */
    publicKey: text('public_key').notNull(),
    createdAt: creadoEn(),
    /** The last certificate's issue. */
    renewedAt: creadoEn('renewed_at'),
    /** The last certificate's end. */
    validoHasta: instante('valido_hasta').notNull(),
    revokedAt: instante('revoked_at'),
  },
  (t) => [
    uniqueIndex('dispositivos_clave_idx').on(t.publicKey),
    index('dispositivos_socio_idx').on(t.socioId),
    // Every session deleted (sign-out, expiry) looks here for the devices it leaves unlinked.
    index('dispositivos_sesion_idx').on(t.sessionId),
    check('dispositivos_alg', sql`${t.alg} in ('Ed25519', 'P-256')`),
  ],
)
