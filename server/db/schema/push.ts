import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { id, instante, creadoEn } from '../columns.ts'
import { users } from './cuenta.ts'

/**
 * The server's VAPID key pair (RFC 8292), made on first start: one row, whichever process
 * inserts first (server/routes/push/vapid-keys.ts). Keys are base64url, as web-push takes them.
 */
export const pushVapid = pgTable(
  'push_vapid',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: creadoEn(),
  },
  (t) => [check('push_vapid_una_fila', sql`${t.id} = 1`)],
)

/** A browser's push subscription, one per device; the endpoint names it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: creadoEn(),
    lastSuccessAt: instante('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/** The administrators' broadcasts: who, when, to whom, and how it went. */
export const pushEnvios = pgTable(
  'push_envios',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: creadoEn('at'),
    audience: text('audience').notNull(),
    title: text('title').notNull(),
    enviados: integer('enviados').notNull(),
    fallidos: integer('fallidos').notNull(),
    eliminados: integer('eliminados').notNull(),
  },
  (t) => [index('push_envios_at_idx').on(t.at, t.id)],
)
