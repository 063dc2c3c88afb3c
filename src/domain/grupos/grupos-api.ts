import * as v from 'valibot'
import { entero, pagedSchema } from '../paged.ts'
import { GRUPO_MENSAJE, NOMBRE_GRUPO_MAX } from './grupos.ts'

/** A member of a group as the groups' answers carry them (docs/product.md#api-grupos). */
export const miembroGrupoSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  apellido: v.string(),
  documento: v.string(),
  estado: v.string(),
  /** Their account's level; 1 for a member without an account. */
  level: v.number(),
  al_dia: v.boolean(),
  cuotas_vencidas: v.number(),
  /** Counts for the discount: active, level ≥ 1 and up to date. */
  habilitado: v.boolean(),
})
export type MiembroGrupo = v.InferOutput<typeof miembroGrupoSchema>

export const grupoSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  /** Every member, by apellido and nombre. */
  miembros: v.array(miembroGrupoSchema),
  /** How many members count for the discount. */
  habilitados: v.number(),
  /** The discount percent those members earn the group (0, 5, 10, 15 or 20). */
  descuento: v.number(),
})
export type Grupo = v.InferOutput<typeof grupoSchema>

export const grupoListSchema = pagedSchema(grupoSchema)
export type GrupoList = v.InferOutput<typeof grupoListSchema>

/** POST /grupos and PATCH /grupos/{id}. */
export const nombreGrupoSchema = v.object({
  nombre: v.pipe(
    v.string(GRUPO_MENSAJE.nombreRequerido),
    v.trim(),
    v.nonEmpty(GRUPO_MENSAJE.nombreRequerido),
    v.maxLength(NOMBRE_GRUPO_MAX, GRUPO_MENSAJE.nombreLargo),
  ),
})

/** POST /grupos/{id}/miembros. */
export const agregarMiembroSchema = v.object({
  socio_id: entero(1, GRUPO_MENSAJE.socioInvalido),
})

/** DELETE /grupos/{id}/miembros/{socio_id}: the group as it stayed, or null once deleted. */
export const quitarMiembroResultSchema = v.object({ grupo: v.nullable(grupoSchema) })

/** A member who may join a group (GET /grupos/disponibles). */
export const socioDisponibleSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  apellido: v.string(),
  documento: v.string(),
})
export type SocioDisponible = v.InferOutput<typeof socioDisponibleSchema>

export const disponiblesListSchema = pagedSchema(socioDisponibleSchema)
export type DisponiblesList = v.InferOutput<typeof disponiblesListSchema>
