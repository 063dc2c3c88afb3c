import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { instante, creadoEn } from '../columns.ts'

/**
 * Access events at the gate (docs/product.md#control-de-socios): online validations recorded by
 * the server, and the check-ins an offline tablet delivers later with its own keys.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The tablet's idempotency key (null for validations the server recorded itself). */
    key: text('key').unique(),
    /**
     * No foreign keys here: an access log takes thousands of rows a second, and each key
     * check would lock the member's and the user's rows (ADR 0010). Both writers record
     * only members they have just found (validarToken's lookup, recordCheckins' check).
     */
    socioId: integer('socio_id').notNull(),
    /** When the member was at the gate (the tablet's clock for offline check-ins). */
    at: instante('at').notNull(),
    /** permitido | denegado */
    veredicto: text('veredicto').notNull(),
    motivo: text('motivo'),
    online: boolean('online').notNull(),
    dispositivo: text('dispositivo').notNull(),
    /** The gatekeeper whose session recorded or delivered it. */
    userId: integer('user_id'),
    createdAt: creadoEn(),
    /**
     * When the server received it (its own clock): against `at`, how long a tablet held it
     * offline, or how far its clock was off.
     */
    recibidoAt: creadoEn('recibido_at'),
    /** How the member was identified: 'qr' (the card's code) or 'dni' (typed at the gate). */
    via: text('via').notNull().default('qr'),
  },
  // Today's count and the latest entries are both a range of `at`; the verdict in the index
  // lets the count run from the index alone.
  (t) => [
    index('checkins_at_idx').on(t.at, t.veredicto),
    check('checkins_veredicto_check', sql`${t.veredicto} in ('permitido', 'denegado')`),
    check('checkins_via_check', sql`${t.via} in ('qr', 'dni')`),
  ],
)
