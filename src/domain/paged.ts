import * as v from 'valibot'
import { DB_INTEGER_MAX } from './db-limits.ts'

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

export const PAGINA_INVALIDA = 'La página debe ser un número mayor que 0'

/** A list's `page` parameter: 1 when absent. */
export const paginaSchema = v.optional(entero(1, PAGINA_INVALIDA), 1)

/** A list's `pageSize` parameter: one of the sizes its screen offers, `defecto` when absent. */
export const tamanioPaginaSchema = (
  tamanios: readonly number[],
  defecto: number,
  message: string,
) =>
  v.optional(
    v.pipe(
      entero(1, message),
      v.check((n) => tamanios.includes(n), message),
    ),
    defecto,
  )

/** A page of a list, as every list route answers it: its items and where they stand. */
export const pagedSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() })
