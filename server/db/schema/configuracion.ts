import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { creadoEn } from '../columns.ts'

/** Key/value settings; `club` holds the club's public data (validated on read and write). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: creadoEn('updated_at'),
})
