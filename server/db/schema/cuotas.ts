import { sql } from 'drizzle-orm'
import { ESTADOS_CUOTA, MEDIOS_PAGO } from '../../../src/domain/cuotas/cuotas.ts'
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, instante, creadoEn } from '../columns.ts'
import { users } from './cuenta.ts'
import { socios } from './socios.ts'

const lista = (values: readonly string[]) => sql.raw(values.map((x) => `'${x}'`).join(', '))

/**
 * A payment at the desk (docs/architecture.md#fees): one or more cuotas settled at once. Its id
 * is the receipt number. Amounts are integer centavos.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: id(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id),
    fecha: creadoEn('fecha'),
    importe: integer('importe').notNull(),
    medio: text('medio').notNull(),
    nota: text('nota'),
    /** The administrator who recorded it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('pagos_socio_idx').on(t.socioId, t.fecha),
    check('pagos_medio_check', sql`${t.medio} in (${lista(MEDIOS_PAGO)})`),
    check('pagos_importe_check', sql`${t.importe} >= 0`),
  ],
)

/**
 * A member's fee for one month (docs/architecture.md#fees): at most one per member and period,
 * which makes generating a period idempotent. Amounts are integer centavos.
 */
export const cuotas = pgTable(
  'cuotas',
  {
    id: id(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' */
    periodo: text('periodo').notNull(),
    /** The category the amount came from, as it was named then. */
    categoria: text('categoria').notNull(),
    /** What is owed: the category's amount minus `descuento`. */
    importe: integer('importe').notNull(),
    descuento: integer('descuento').notNull().default(0),
    vencimiento: date('vencimiento', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('pendiente'),
    pagoId: integer('pago_id').references(() => pagos.id),
    anuladaMotivo: text('anulada_motivo'),
    anuladaAt: instante('anulada_at'),
    createdAt: creadoEn(),
  },
  (t) => [
    uniqueIndex('cuotas_socio_periodo_idx').on(t.socioId, t.periodo),
    index('cuotas_periodo_idx').on(t.periodo, t.estado),
    // What al_dia reads: a member's pending cuotas by due date.
    index('cuotas_pendientes_idx')
      .on(t.socioId, t.vencimiento)
      .where(sql`${t.estado} = 'pendiente'`),
    index('cuotas_pago_idx').on(t.pagoId),
    check('cuotas_estado_check', sql`${t.estado} in (${lista(ESTADOS_CUOTA)})`),
    check('cuotas_periodo_check', sql`${t.periodo} ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'`),
    check('cuotas_importe_check', sql`${t.importe} >= 0 and ${t.descuento} >= 0`),
    check('cuotas_pagada_check', sql`(${t.estado} = 'pagada') = (${t.pagoId} is not null)`),
  ],
)
