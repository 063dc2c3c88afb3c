import { lazyFormatter } from './lazy-formatter'

const pluralRules = lazyFormatter(() => new Intl.PluralRules('es-AR'))
const numberFormat = lazyFormatter(() => new Intl.NumberFormat('es-AR'))

/**
 * A count and the noun that agrees with it (docs/product.md#conventions): '1 socio',
 * '0 socios', '1.234 socios'. Every count the interface shows goes through here.
 */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${numberFormat().format(count)} ${pluralRules().select(count) === 'one' ? singular : plural}`
}
