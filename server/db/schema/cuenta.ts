import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, instante, creadoEn } from '../columns.ts'
import { socios } from './socios.ts'

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    level: integer('level').notNull().default(0),
    departments: text('departments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    googleId: text('google_id').unique(),
    /**
     * Whether the email is proven to be the account holder's: Google verified it, or staff
     * made the account (docs/decisions/0015). Only such an account is linked to a member.
     */
    emailVerificado: boolean('email_verificado').notNull().default(false),
    /** The member this account belongs to: one account per member. */
    socioId: integer('socio_id')
      .unique()
      .references((): AnyPgColumn => socios.id, { onDelete: 'set null' }),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    createdAt: creadoEn(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/** Opaque session tokens, kept only as SHA-256 hashes (docs/architecture.md#session-token). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: creadoEn(),
    lastSeenAt: creadoEn('last_seen_at'),
    expiresAt: instante('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One-time links to set a new password, made by an administrator: only the token's SHA-256
 * is kept; a link is spent by its first use (docs/architecture.md#reset-link).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The administrator who made it. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: creadoEn(),
    expiresAt: instante('expires_at').notNull(),
    usedAt: instante('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/**
 * Failed sign-ins, counted per email and address and per address (routes/cuenta/
 * login-throttle.ts). `ip` is the address's key (an IPv6 /64), '' when unknown.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** `addressKey`, or `dispositivo:` and a device proof's nonce (routes/cuenta/device-proof.ts). */
    ip: text('ip').notNull(),
    at: creadoEn('at'),
  },
  (t) => [
    index('login_failures_pair_idx').on(t.email, t.ip, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
)

/** Sign-ups and Google sign-ins per address, for their limit (routes/cuenta/address-limit.ts). */
export const addressAttempts = pgTable(
  'address_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'signup' or 'oauth'. */
    action: text('action').notNull(),
    /** As in `login_failures`. */
    ip: text('ip').notNull(),
    at: creadoEn('at'),
  },
  (t) => [index('address_attempts_idx').on(t.action, t.ip, t.at)],
)
