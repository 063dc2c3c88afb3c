import * as v from 'valibot'
import { entero, paginaSchema, tamanioPaginaSchema } from '../paged.ts'
import { busquedaUrlSchema } from '../url-search.ts'

export const ESTADOS_SOCIO_FILTRO = ['todos', 'activos', 'inactivos', 'pendiente'] as const
export const ORDENES_SOCIOS = ['apellido', 'antiguedad', 'estado'] as const
export const TAMANIOS_PAGINA = [10, 25, 50] as const

/**
 * The member list's filters (docs/product.md#member-list), as URL search params on the client and
 * query params on the server: same schema, same defaults, same Spanish messages.
 */
export const socioFiltrosSchema = v.object({
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'La búsqueda es demasiado larga')),
    '',
  ),
  estado: v.optional(
    v.picklist(ESTADOS_SOCIO_FILTRO, 'Estado inválido: todos, activos, inactivos o pendiente'),
    'todos',
  ),
  sort: v.optional(
    v.picklist(ORDENES_SOCIOS, 'Orden inválido: apellido, antiguedad o estado'),
    'apellido',
  ),
  /** Those enrolled now in this activity; 0 for every member. */
  actividad: v.optional(entero(0, 'Número de actividad inválido'), 0),
  page: paginaSchema,
  pageSize: tamanioPaginaSchema(TAMANIOS_PAGINA, 10, 'El tamaño de página debe ser 10, 25 o 50'),
})

export type SocioFiltros = v.InferOutput<typeof socioFiltrosSchema>

const { entries } = socioFiltrosSchema

/** The same filters read from a URL: a bad value falls back to its default, not an error. */
export const socioFiltrosUrlSchema = v.object({
  search: busquedaUrlSchema,
  estado: v.fallback(entries.estado, 'todos'),
  sort: v.fallback(entries.sort, 'apellido'),
  actividad: v.fallback(entries.actividad, 0),
  page: v.fallback(entries.page, 1),
  pageSize: v.fallback(entries.pageSize, 10),
})
