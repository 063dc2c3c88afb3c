import { and, like, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { normalizeSearch } from '../../../src/domain/search.ts'
import { personas } from '../../db/schema/socios.ts'

/** A LIKE pattern that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Each word of `search` (accents and case ignored) must start a word of `column`, a text
 * kept normalized (`normalizeSearch`); undefined when `search` has no words. Commas separate
 * words as spaces do: names are shown 'apellido, nombre', and are searched as written there.
 */
export function wordsCondition(column: AnyPgColumn, search: string): SQL | undefined {
  const words = normalizeSearch(search)
    .split(/[\s,]+/)
    .filter(Boolean)
  if (words.length === 0) return undefined
  return and(
    ...words.map((word) =>
      or(like(column, `${literal(word)}%`), like(column, `% ${literal(word)}%`)),
    ),
  )
}

/**
 * Name or DNI, on a query joined with `personas` (the member list, the debtors, the family
 * groups and who may join one): digits search DNIs by prefix; words, in any order, must each
 * start a word of 'apellido nombre apodo' (accents and case ignored; 'Ferreyra, Julián' and
 * 'julian ferreyra' alike).
 */
export function searchCondition(search: string): SQL | undefined {
  const digits = search.replace(/\./g, '')
  if (/^\d+$/.test(digits)) return like(personas.documento, `${literal(digits)}%`)
  return wordsCondition(personas.busqueda, search)
}
