import * as v from 'valibot'
import { busquedaUrlSchema } from '../url-search.ts'
import { entero, paginaSchema, tamanioPaginaSchema } from '../paged.ts'

// Kept apart from cuotas-api.ts: /admin/cuotas validates its address with these, and a route's
// search schema is in the entry chunk, where the rest of the fee API must not be.

export const TAMANIOS_PAGINA_CUOTAS = [12, 25, 50, 100] as const
export const TAMANIO_INVALIDO = 'El tamaño de página debe ser 12, 25, 50 o 100'

/** GET /cuotas/deudores's filters: members with cuotas past due, most owed first. */
export const deudoresFiltrosSchema = v.object({
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'La búsqueda es demasiado larga')),
    '',
  ),
  /** Only members owing at least this many cuotas past due. */
  minimo: v.optional(entero(1, 'El mínimo de cuotas debe ser un número mayor que 0'), 1),
  page: paginaSchema,
  pageSize: tamanioPaginaSchema(TAMANIOS_PAGINA_CUOTAS, 25, TAMANIO_INVALIDO),
})
export type DeudoresFiltros = v.InferOutput<typeof deudoresFiltrosSchema>

const { entries } = deudoresFiltrosSchema

/**
 * `/admin/cuotas`'s address (docs/product.md#admin-cuotas): the period shown and generated
 * ('' for the current one) and the debtors' filters, with the API's names and defaults. A
 * bad value falls back to its default, not an error.
 */
export const cuotasAdminUrlSchema = v.object({
  periodo: v.fallback(
    v.optional(v.pipe(v.string(), v.regex(/^(20\d\d-(0[1-9]|1[0-2]))?$/)), ''),
    '',
  ),
  search: busquedaUrlSchema,
  minimo: v.fallback(entries.minimo, 1),
  page: v.fallback(entries.page, 1),
  pageSize: v.fallback(entries.pageSize, 25),
})

export type CuotasAdminFiltros = v.InferOutput<typeof cuotasAdminUrlSchema>

/** The debtors' part of the address, as GET /cuotas/deudores takes it. */
export const deudoresDe = ({ search, minimo, page, pageSize }: CuotasAdminFiltros) => ({
  search,
  minimo,
  page,
  pageSize,
})
