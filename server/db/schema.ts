import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Key/value settings; `club` holds the public data of DESIGN.md (validated on read and write). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
