import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { DB_INTEGER_MAX } from '@/domain/db-limits'

/** A positive integer route parameter within the database's integers; anything else is not found. */
export const socioIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/),
  v.transform(Number),
  v.maxValue(DB_INTEGER_MAX),
)

/** `params` of a route whose `key` is a member number: anything else is not found. */
export function socioIdParams<K extends string>(key: K) {
  return {
    parse: (params: Record<K, string>) => {
      const parsed = v.safeParse(socioIdParam, params[key])
      if (!parsed.success) throw notFound()
      return { [key]: parsed.output } as Record<K, number>
    },
    stringify: (params: Record<K, number>) => ({ [key]: String(params[key]) }) as Record<K, string>,
  }
}
