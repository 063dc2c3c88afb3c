import * as v from 'valibot'
import { busquedaUrlSchema } from './url-search.ts'
import { DB_INTEGER_MAX } from './db-limits.ts'

// Kept apart from cuotas-api.ts: /admin/cuotas validates its address with these, and a route's
// search schema is in the entry chunk, where the rest of the fee API must not be.

/**
 * A query-string or JSON integer from `min` to the database's integer range, with one message:
 * a number past the range is the client's mistake (400), never the database's (500).
 */
export const entero = (min: number, message: string) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, message), v.transform(Number))],
      message,
    ),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(DB_INTEGER_MAX, message),
  )

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
  page: v.optional(entero(1, 'La página debe ser un número mayor que 0'), 1),
  pageSize: v.optional(
    v.pipe(
      entero(1, TAMANIO_INVALIDO),
      v.check((n) => (TAMANIOS_PAGINA_CUOTAS as readonly number[]).includes(n), TAMANIO_INVALIDO),
    ),
    25,
  ),
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
