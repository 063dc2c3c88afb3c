import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { creadoEn } from '../columns.ts'
import { users } from './cuenta.ts'

/**
 * Idempotency-Key of a write (docs/architecture.md#offline): the first success is stored with its
 * answer, a replay of the same key by the same user gets that answer back. Failures are not stored.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: creadoEn(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
)
