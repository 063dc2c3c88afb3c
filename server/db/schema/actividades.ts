import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Horario } from '../../../src/domain/actividades/actividades.ts'
import { claveSinAcentos, creadoEn, id } from '../columns.ts'
import { socios } from './socios.ts'

/** An activity the club bills apart from the social fee (docs/architecture.md#actividades). */
export const actividades = pgTable(
  'actividades',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    horarios: jsonb('horarios').$type<Horario[]>().notNull().default([]),
    profesor: text('profesor'),
    /** Centavos. */
    importeMensual: integer('importe_mensual').notNull(),
    cupo: integer('cupo'),
    edadMin: integer('edad_min'),
    edadMax: integer('edad_max'),
    requiereApto: boolean('requiere_apto').notNull().default(false),
    /** Archived when false: never deleted, its enrolments are history. */
    activa: boolean('activa').notNull().default(true),
    createdAt: creadoEn(),
  },
  (t) => [
    uniqueIndex('actividades_nombre_idx').on(claveSinAcentos(t.nombre)),
    check('actividades_cupo_check', sql`${t.cupo} is null or ${t.cupo} > 0`),
    check('actividades_importe_check', sql`${t.importeMensual} >= 0`),
  ],
)

/**
 * A member's enrolment in an activity, from `desde` until `hasta` (null while enrolled): the
 * rows are the history; at most one open row per member and activity.
 */
export const inscripciones = pgTable(
  'inscripciones',
  {
    id: id(),
    actividadId: integer('actividad_id')
      .notNull()
      .references(() => actividades.id),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id, { onDelete: 'cascade' }),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }),
    createdAt: creadoEn(),
  },
  (t) => [
    uniqueIndex('inscripciones_abierta_idx')
      .on(t.actividadId, t.socioId)
      .where(sql`${t.hasta} is null`),
    index('inscripciones_socio_idx').on(t.socioId),
  ],
)
