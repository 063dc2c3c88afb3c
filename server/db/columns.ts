import { sql, type SQL } from 'drizzle-orm'
import { serial, timestamp, type PgColumn } from 'drizzle-orm/pg-core'

/** The columns most tables repeat, written once so every table reads them the same way. */
export const id = () => serial('id').primaryKey()

/** A moment, with its time zone: every timestamp of the schema is one. */
export const instante = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was written, set by the database. */
export const creadoEn = (name = 'created_at') => instante(name).notNull().defaultNow()

// The accented letters of Spanish and their plain ones. Mapped before lower(), which leaves
// them alone under a C locale.
export const CON_ACENTO = 'ÁÀÄÂÃáàäâãÉÈËÊéèëêÍÌÏÎíìïîÓÒÖÔÕóòöôõÚÙÜÛúùüûÑñÇç'
export const SIN_ACENTO = 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc'

/** A name as uniqueness reads it: without accents or case ('Patín' is 'PATIN'). */
export const claveSinAcentos = (column: PgColumn): SQL =>
  sql`lower(translate(${column}, '${sql.raw(CON_ACENTO)}', '${sql.raw(SIN_ACENTO)}'))`
