import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, creadoEn } from '../columns.ts'
import { grupos } from './grupos.ts'

/** A person: member, guardian, or someone looked up by DNI. */
export const personas = pgTable(
  'personas',
  {
    id: id(),
    /** Digits only. */
    documento: text('documento').notNull().unique(),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    apodo: text('apodo'),
    nacimiento: date('nacimiento', { mode: 'string' }),
    sexo: text('sexo'),
    nacionalidad: text('nacionalidad').notNull().default('Argentina'),
    domicilio: text('domicilio'),
    email: text('email'),
    telefono: text('telefono'),
    cuit: text('cuit'),
    tramite: text('tramite'),
    ejemplar: text('ejemplar'),
    emision: date('emision', { mode: 'string' }),
    ofIdentidad: text('of_identidad'),
    /** 'apellido nombre apodo', lower-cased and without accents: what name search matches. */
    busqueda: text('busqueda').notNull(),
    createdAt: creadoEn(),
  },
  (t) => [
    index('personas_documento_prefix_idx').using('btree', t.documento.op('text_pattern_ops')),
    index('personas_busqueda_prefix_idx').using('btree', t.busqueda.op('text_pattern_ops')),
    index('personas_apellido_idx').on(t.apellido, t.nombre),
  ],
)

export const imagenesPersonas = pgTable(
  'imagenes_personas',
  {
    id: id(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    /** principal | documentoFrente | documentoDorso */
    tipo: text('tipo').notNull(),
    /** Server-generated file name under DATA_DIR/uploads. */
    ruta: text('ruta').notNull(),
    createdAt: creadoEn(),
  },
  (t) => [uniqueIndex('imagenes_personas_tipo_idx').on(t.personaId, t.tipo)],
)

/** A member; `id` is the member number. */
export const socios = pgTable(
  'socios',
  {
    id: id(),
    personaId: integer('persona_id')
      .notNull()
      .unique()
      .references(() => personas.id),
    alta: date('alta', { mode: 'string' }).notNull(),
    /** Activo | Inactivo | Pendiente */
    estado: text('estado').notNull().default('Pendiente'),
    categoria: text('categoria').notNull().default('Activo'),
    vencimiento: date('vencimiento', { mode: 'string' }),
    grupoId: integer('grupo_id').references(() => grupos.id, { onDelete: 'set null' }),
    createdAt: creadoEn(),
    /**
     * Last change the gate's roster shows: of this row, of its persona, or of its photo.
     * Kept by triggers (migration 0007_checkins) whatever code path writes; an UPDATE that
     * sets it explicitly keeps that value (tests backdate members that way).
     */
    updatedAt: creadoEn('updated_at'),
  },
  (t) => [
    index('socios_estado_idx').on(t.estado),
    index('socios_alta_idx').on(t.alta, t.id),
    index('socios_grupo_idx').on(t.grupoId),
    index('socios_updated_idx').on(t.updatedAt),
  ],
)

export const sociosHistorial = pgTable(
  'socios_historial',
  {
    id: id(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id, { onDelete: 'cascade' }),
    alta: date('alta', { mode: 'string' }).notNull(),
    baja: date('baja', { mode: 'string' }),
    motivo: text('motivo'),
    createdAt: creadoEn(),
  },
  (t) => [index('socios_historial_socio_idx').on(t.socioId, t.alta)],
)

/** A minor's guardian: both are personas. */
export const responsables = pgTable(
  'responsables',
  {
    id: id(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    responsableId: integer('responsable_id')
      .notNull()
      .references(() => personas.id),
    parentesco: text('parentesco').notNull(),
  },
  (t) => [uniqueIndex('responsables_par_idx').on(t.personaId, t.responsableId)],
)
