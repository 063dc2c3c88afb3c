import { serial, timestamp } from 'drizzle-orm/pg-core'

/** The columns most tables repeat, written once so every table reads them the same way. */
export const id = () => serial('id').primaryKey()

/** A moment, with its time zone: every timestamp of the schema is one. */
export const instante = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was written, set by the database. */
export const creadoEn = (name = 'created_at') => instante(name).notNull().defaultNow()
