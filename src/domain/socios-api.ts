import * as v from 'valibot'

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

export const socioListSchema = v.object({
  items: v.array(socioListItemSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
})

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

const opcional = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))))
const textoCorto = (campo: string, max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `${campo}: hasta ${max} caracteres`))),
  )
const fechaOpcional = v.optional(
  v.nullable(
    v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Fecha inválida (AAAA-MM-DD)'))]),
  ),
)

/** The DNI a member's edit gives: the digits of what was typed, 6 to 8 of them. */
export const DOCUMENTO_INVALIDO = 'El documento debe tener entre 6 y 8 números'

/** Editable fields of a member (PATCH /socios/:id); absent fields stay as they are. */
export const socioUpdateSchema = v.object({
  documento: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Documento es requerido'),
      v.maxLength(12, 'Documento demasiado largo'),
      v.transform((value) => value.replace(/\D/g, '')),
      v.regex(/^\d{6,8}$/, DOCUMENTO_INVALIDO),
    ),
  ),
  nombre: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('Nombre es requerido'), v.maxLength(80)),
  ),
  apellido: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('Apellido es requerido'), v.maxLength(80)),
  ),
  apodo: opcional,
  nacimiento: fechaOpcional,
  sexo: v.optional(v.nullable(v.picklist(['Masculino', 'Femenino', 'Otro'], 'Sexo inválido'))),
  nacionalidad: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Nacionalidad es requerida'))),
  tramite: textoCorto('Número de trámite', 20),
  ejemplar: textoCorto('Ejemplar', 2),
  emision: fechaOpcional,
  ofIdentidad: textoCorto('Oficina de identificación', 20),
  domicilio: opcional,
  email: v.optional(
    v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email('Email inválido'))])),
  ),
  telefono: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,15}$/, 'Teléfono: solo números'))),
  ),
  estado: v.optional(v.picklist(['Activo', 'Inactivo', 'Pendiente'], 'Estado inválido')),
  /** One of the club's categories: the server checks it against the club settings. */
  categoria: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Categoría es requerida'),
      v.maxLength(40, 'Categoría: hasta 40 caracteres'),
    ),
  ),
  vencimiento: fechaOpcional,
  /** Why a member leaves (written to the history when estado becomes Inactivo). */
  motivo: opcional,
})

export type SocioUpdate = v.InferOutput<typeof socioUpdateSchema>
