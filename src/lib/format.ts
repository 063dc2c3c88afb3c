const numberFormat = new Intl.NumberFormat('es-AR')

/** 30123456 → '30.123.456'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** 'YYYY-MM-DD' or a Date → 'DD/MM/YYYY' (SPEC.md §1), without time-zone shifts. */
export function formatDate(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString()
  const [y, m, d] = iso.slice(0, 10).split('-')
  return `${d}/${m}/${y}`
}
