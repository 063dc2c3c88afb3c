import { sql, type SQL } from 'drizzle-orm'
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { CON_ACENTO, id, creadoEn, SIN_ACENTO } from '../columns.ts'

// `claveNombreGrupo` (src/domain/grupos/grupos.ts) in SQL: accents of Spanish, case and spaces do
// not count.

/** A family group (docs/architecture.md#family-groups); a member belongs to one at most. */
export const grupos = pgTable(
  'grupos',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    /** The name as uniqueness reads it, kept by the database whoever writes the row. */
    nombreClave: text('nombre_clave')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`btrim(regexp_replace(lower(translate(${grupos.nombre}, '${sql.raw(CON_ACENTO)}', '${sql.raw(SIN_ACENTO)}')), '[[:space:]]+', ' ', 'g'))`,
      ),
    createdAt: creadoEn(),
  },
  (t) => [uniqueIndex('grupos_nombre_clave_idx').on(t.nombreClave)],
)
