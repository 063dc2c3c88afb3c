import { sql } from 'drizzle-orm'
import { ACCIONES } from '../../../src/domain/auditoria/auditoria.ts'
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { instante } from '../columns.ts'

/**
 * The activity log (docs/architecture.md#data): who did what, when and from where. Rows are
 * only ever inserted (server/routes/auditoria/auditoria-writer.ts); no route updates or deletes them. Like the
 * check-ins, no foreign key: an entry outlives the account it names, hence the email's copy.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instante('at').notNull(),
    /** The account that acted (null: the CLI, or a failed sign-in with an unknown email). */
    userId: integer('user_id'),
    /** The account's email at the time (for a failed sign-in, the email typed). */
    email: text('email'),
    ip: text('ip'),
    accion: text('accion').notNull(),
    /** A few flat values (ids, field names, filters): never passwords, hashes or tokens. */
    detalle: jsonb('detalle').notNull().default({}),
  },
  // The screen pages newest first, optionally for one kind of entry.
  (t) => [
    index('auditoria_at_idx').on(t.at, t.id),
    index('auditoria_accion_idx').on(t.accion, t.at),
    check(
      'auditoria_accion_check',
      sql`${t.accion} in (${sql.raw(ACCIONES.map((a) => `'${a}'`).join(', '))})`,
    ),
  ],
)
