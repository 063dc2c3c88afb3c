import * as v from 'valibot'
import { actividadDelSocioSchema } from '../actividades/actividades-api.ts'
import { pagedSchema } from '../paged.ts'
import { SEXOS } from '../alta/alta-socio.ts'
import { documentoSchema, hasta, LIMITES } from '../limites.ts'
import { ESTADOS_SOCIO } from './socio.ts'

const fecha = v.pipe(v.string(), v.isoDate())

/**
 * A member's fees as the member answers carry them (docs/architecture.md#fees): how many
 * pending cuotas are past due, and `al_dia` when none is.
 */
const estadoCuotasEntries = {
  al_dia: v.boolean(),
  cuotas_vencidas: v.number(),
}

/** Socio in list responses (docs/product.md#api-socios). */
export const socioListItemSchema = v.object({
  id: v.number(),
  alta: fecha,
  estado: v.string(),
  /** When the membership ends (beyond the club API's list item), null when none was set. */
  vencimiento: v.nullable(fecha),
  persona: v.object({ apellido: v.string(), nombre: v.string(), documento: v.string() }),
  socios_grupo: v.nullable(v.object({ grupo: v.object({ id: v.number(), nombre: v.string() }) })),
  socios_historials: v.array(v.object({ alta: fecha, baja: v.nullable(fecha) })),
  ...estadoCuotasEntries,
})

export const socioListSchema = pagedSchema(socioListItemSchema)

export type SocioListItem = v.InferOutput<typeof socioListItemSchema>
export type SocioList = v.InferOutput<typeof socioListSchema>

const personaResumen = v.object({
  nombre: v.string(),
  apellido: v.string(),
  apodo: v.nullable(v.string()),
  documento: v.string(),
  domicilio: v.nullable(v.string()),
  nacimiento: v.nullable(fecha),
  imagenes_personas: v.array(v.object({ tipo: v.string(), ruta: v.string() })),
})

/**
 * A member's personal and membership data as every member answer spells it
 * (docs/product.md#api-socios).
 */
export const fichaSocioEntries = {
  nombre: v.string(),
  apellido: v.string(),
  documento: v.string(),
  telefono: v.nullable(v.string()),
  email: v.nullable(v.string()),
  domicilio: v.nullable(v.string()),
  nacimiento: v.nullable(fecha),
  fechaIngreso: fecha,
}

/**
 * Socio in detail and card responses (docs/product.md#api-socios), plus what the detail page shows.
 */
export const socioDetailSchema = v.object({
  id: v.number(),
  socio_id: v.number(),
  activo: v.boolean(),
  level: v.number(),
  persona: personaResumen,
  ...fichaSocioEntries,
  expiracion: v.nullable(fecha),
  categoria: v.string(),
  estado: v.string(),
  sexo: v.nullable(v.string()),
  nacionalidad: v.string(),
  apodo: v.nullable(v.string()),
  /** The DNI card's data (docs/product.md#documents-step), for the edit form. */
  tramite: v.nullable(v.string()),
  ejemplar: v.nullable(v.string()),
  emision: v.nullable(fecha),
  ofIdentidad: v.nullable(v.string()),
  historial: v.array(
    v.object({ alta: fecha, baja: v.nullable(fecha), motivo: v.nullable(v.string()) }),
  ),
  responsables: v.array(
    v.object({
      documento: v.string(),
      nombre: v.string(),
      apellido: v.string(),
      parentesco: v.string(),
      telefono: v.nullable(v.string()),
    }),
  ),
  grupo: v.nullable(v.object({ id: v.number(), nombre: v.string() })),
  /** The activities they are enrolled in now, by name (docs/product.md#actividades). */
  actividades: v.array(actividadDelSocioSchema),
  ...estadoCuotasEntries,
})

export type SocioDetail = v.InferOutput<typeof socioDetailSchema>

/** Person lookup result (docs/product.md#api-socios). */
export const personaLookupSchema = v.object({
  documento: v.string(),
  nombre: v.string(),
  apellido: v.string(),
  nacimiento: v.nullable(fecha),
  sexo: v.nullable(v.string()),
  nacionalidad: v.string(),
  email: v.nullable(v.string()),
  whatsapp: v.nullable(v.string()),
  domicilio: v.nullable(v.string()),
})

export type PersonaLookup = v.InferOutput<typeof personaLookupSchema>

const P = LIMITES.personas

/** A text of at most `max` characters; none is null or ''. */
const opcional = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), hasta(max))))
const requerido = (message: string, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(message), hasta(max)))
const fechaOpcional = v.optional(
  v.nullable(
    v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Fecha inválida (AAAA-MM-DD)'))]),
  ),
)

export const TELEFONO_INVALIDO = 'Teléfono: solo números'

/**
 * Editable fields of a member (PATCH /socios/:id); absent fields stay as they are. The
 * registration's rules and limits (docs/product.md#member-edit).
 */
export const socioUpdateSchema = v.object({
  documento: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Documento es requerido'),
      hasta(P.documento),
      documentoSchema(),
    ),
  ),
  nombre: requerido('Nombre es requerido', P.nombre),
  apellido: requerido('Apellido es requerido', P.apellido),
  apodo: opcional(P.apodo),
  nacimiento: fechaOpcional,
  sexo: v.optional(v.nullable(v.picklist(SEXOS, 'Sexo inválido'))),
  nacionalidad: requerido('Nacionalidad es requerida', P.nacionalidad),
  tramite: opcional(P.tramite),
  ejemplar: opcional(P.ejemplar),
  emision: fechaOpcional,
  ofIdentidad: opcional(P.ofIdentidad),
  domicilio: opcional(P.domicilio),
  email: v.optional(
    v.nullable(
      v.union([
        v.literal(''),
        v.pipe(v.string(), v.trim(), hasta(P.email), v.email('Email inválido')),
      ]),
    ),
  ),
  /** Digits only: the form sends the digits of what was typed with its separators. */
  telefono: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), hasta(P.telefono), v.regex(/^\d*$/, TELEFONO_INVALIDO)),
    ),
  ),
  estado: v.optional(v.picklist(ESTADOS_SOCIO, 'Estado inválido')),
  /** One of the club's categories: the server checks it against the club settings. */
  categoria: requerido('Categoría es requerida', LIMITES.socios.categoria),
  vencimiento: fechaOpcional,
  /** Why a member leaves (written to the history when estado becomes Inactivo). */
  motivo: opcional(LIMITES.sociosHistorial.motivo),
})

export type SocioUpdate = v.InferOutput<typeof socioUpdateSchema>
