import * as v from 'valibot'
import { importeSchema } from '../dinero.ts'
import { entero } from '../paged.ts'
import {
  ACTIVIDAD_MENSAJE as M,
  DESCRIPCION_ACTIVIDAD_MAX,
  EDAD_MAXIMA,
  HORARIOS_MAX,
  NOMBRE_ACTIVIDAD_MAX,
  PROFESOR_ACTIVIDAD_MAX,
} from './actividades.ts'

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/

export const horarioSchema = v.pipe(
  v.object({
    dia: v.pipe(v.number(M.dia), v.integer(M.dia), v.minValue(1, M.dia), v.maxValue(7, M.dia)),
    desde: v.pipe(v.string(M.hora), v.regex(HORA, M.hora)),
    hasta: v.pipe(v.string(M.hora), v.regex(HORA, M.hora)),
  }),
  v.check((h) => h.desde < h.hasta, M.franja),
)

/** A text that may be left empty: trimmed, and empty is null. */
const textoOpcional = (max: number, message: string) =>
  v.nullish(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((s) => (s === '' ? null : s)),
    ),
    null,
  )

const edad = v.nullish(
  v.pipe(
    v.number(M.edad),
    v.integer(M.edad),
    v.minValue(0, M.edad),
    v.maxValue(EDAD_MAXIMA, M.edad),
  ),
  null,
)

const campos = {
  nombre: v.pipe(
    v.string(M.nombreRequerido),
    v.trim(),
    v.nonEmpty(M.nombreRequerido),
    v.maxLength(NOMBRE_ACTIVIDAD_MAX, M.nombreLargo),
  ),
  descripcion: textoOpcional(DESCRIPCION_ACTIVIDAD_MAX, M.descripcionLarga),
  horarios: v.optional(
    v.pipe(v.array(horarioSchema, M.horarios), v.maxLength(HORARIOS_MAX, M.horarios)),
    [],
  ),
  profesor: textoOpcional(PROFESOR_ACTIVIDAD_MAX, M.profesorLargo),
  importeMensual: importeSchema(M.importe),
  cupo: v.nullish(entero(1, M.cupo), null),
  edadMin: edad,
  edadMax: edad,
  requiereApto: v.optional(v.boolean(M.requiereApto), false),
  activa: v.optional(v.boolean(M.activa), true),
}

/** POST /actividades: what an administrator writes of an activity. */
export const actividadInputSchema = v.pipe(
  v.object(campos),
  v.forward(
    v.partialCheck(
      [['edadMin'], ['edadMax']],
      (a) => a.edadMin === null || a.edadMax === null || a.edadMin <= a.edadMax,
      M.edades,
    ),
    ['edadMax'],
  ),
)
export type ActividadInput = v.InferOutput<typeof actividadInputSchema>

/**
 * PATCH /actividades/{id}: any of those fields; the server checks the age range against the
 * activity as it will be.
 */
export const actividadPatchSchema = v.pipe(
  v.partial(v.object(campos)),
  v.check((patch) => Object.keys(patch).length > 0, M.sinCambios),
)
export type ActividadPatch = v.InferOutput<typeof actividadPatchSchema>

/** An activity as every answer carries it (docs/product.md#api-actividades). */
export const actividadSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  descripcion: v.nullable(v.string()),
  horarios: v.array(v.object({ dia: v.number(), desde: v.string(), hasta: v.string() })),
  profesor: v.nullable(v.string()),
  /** Integer centavos, as every amount of the API. */
  importeMensual: v.number(),
  cupo: v.nullable(v.number()),
  edadMin: v.nullable(v.number()),
  edadMax: v.nullable(v.number()),
  requiereApto: v.boolean(),
  activa: v.boolean(),
  /** Members enrolled now. */
  inscriptos: v.number(),
  /** Places left; null without a cupo. */
  cupoLibre: v.nullable(v.number()),
})
export type Actividad = v.InferOutput<typeof actividadSchema>

export const actividadListSchema = v.array(actividadSchema)

/** GET /actividades: administrators may ask for the archived ones too. */
export const actividadesQuerySchema = v.object({
  todas: v.optional(v.picklist(['0', '1'], 'todas debe ser 0 o 1'), '0'),
})

/** POST /actividades/{id}/inscripciones. */
export const inscripcionInputSchema = v.object({ socio_id: entero(1, M.socioInvalido) })

/** Who an enrolment is of, as the member list names them. */
const miembro = { nombre: v.string(), apellido: v.string(), documento: v.string() }

/** An enrolment, current (`hasta` null) or ended, with its member. */
export const inscripcionSchema = v.object({
  socio_id: v.number(),
  ...miembro,
  desde: v.string(),
  hasta: v.nullable(v.string()),
})
export type Inscripcion = v.InferOutput<typeof inscripcionSchema>

/** GET /actividades/{id}/inscripciones: the current ones by name, then the ended, latest first. */
export const inscripcionListSchema = v.array(inscripcionSchema)

/** A member's current activity, as their record carries it (GET /socios/getSocio). */
export const actividadDelSocioSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  /** Enrolled since, YYYY-MM-DD. */
  desde: v.string(),
})
export type ActividadDelSocio = v.InferOutput<typeof actividadDelSocioSchema>
