import * as v from 'valibot'
import { lazyFormatter } from './lazy-formatter'

const numero = lazyFormatter(
  () => new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)

/**
 * Money is integer centavos end to end (docs/architecture.md#money); shown as `$ 12.345,00`,
 * with a no-break space so the sign never wraps away from the figure.
 */
export const formatPesos = (centavos: number): string =>
  `${centavos < 0 ? '-' : ''}$\u00a0${numero().format(Math.abs(centavos) / 100)}`

/** '12.345,50', '12345.5', '$ 12.345' → centavos; null when it is not an amount in pesos. */
export function parsePesos(texto: string): number | null {
  const limpio = texto.replace(/[$\s\u00a0]/g, '')
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/.exec(limpio)
  if (!match) return null
  const pesos = Number(match[1]!.replaceAll('.', ''))
  const centavos = Number((match[2] ?? '0').padEnd(2, '0'))
  const total = pesos * 100 + centavos
  return Number.isSafeInteger(total) && total <= IMPORTE_MAXIMO ? total : null
}

/**
 * The largest amount the club handles, in centavos: $ 10.000.000,00. Well inside PostgreSQL's
 * `integer`, so a sum of a few hundred cuotas still fits a `bigint` without care.
 */
export const IMPORTE_MAXIMO = 1_000_000_000

/** An amount in centavos: an integer from 0 to IMPORTE_MAXIMO, with the field's own message. */
export const importeSchema = (mensaje: string) =>
  v.pipe(
    v.number(mensaje),
    v.integer(mensaje),
    v.minValue(0, mensaje),
    v.maxValue(IMPORTE_MAXIMO, mensaje),
  )
