import * as v from 'valibot'
import { busquedaUrlSchema } from '../url-search.ts'
import { entero, paginaSchema, tamanioPaginaSchema } from '../paged.ts'

// Kept apart from grupos-api.ts: /admin/grupos-familiares validates its address with these,
// and a route's search schema is in the entry chunk.

export const TAMANIOS_PAGINA_GRUPOS = [12, 24, 48] as const
const TAMANIO_INVALIDO = 'El tamaño de página debe ser 12, 24 o 48'
export const TAMANIO_PAGINA_DISPONIBLES = 10

const search = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, 'La búsqueda es demasiado larga')),
  '',
)
const page = paginaSchema

/** GET /grupos's filters: a group's name (or a member's name or DNI), paged. */
export const gruposFiltrosSchema = v.object({
  search,
  page,
  pageSize: tamanioPaginaSchema(TAMANIOS_PAGINA_GRUPOS, 12, TAMANIO_INVALIDO),
})
export type GruposFiltros = v.InferOutput<typeof gruposFiltrosSchema>

/** GET /grupos/disponibles's filters: members who may join a group, by name or DNI. */
export const disponiblesFiltrosSchema = v.object({
  search,
  page,
  pageSize: v.optional(
    v.pipe(
      entero(1, 'El tamaño de página debe ser de 1 a 50'),
      v.maxValue(50, 'El tamaño de página debe ser de 1 a 50'),
    ),
    TAMANIO_PAGINA_DISPONIBLES,
  ),
})
export type DisponiblesFiltros = v.InferOutput<typeof disponiblesFiltrosSchema>

const { entries } = gruposFiltrosSchema

/**
 * `/admin/grupos-familiares`'s address: the list's search and page, with the API's names and
 * defaults. A bad value falls back to its default, not an error.
 */
export const gruposUrlSchema = v.object({
  search: busquedaUrlSchema,
  page: v.fallback(entries.page, 1),
  pageSize: v.fallback(entries.pageSize, 12),
})
