const numberFormat = new Intl.NumberFormat('es-AR')

/** 30123456 → '30.123.456'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/**
 * 'YYYY-MM-DD' or a Date → 'DD/MM/YYYY' (docs/product.md#conventions), without time-zone shifts.
 */
export function formatDate(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString()
  const [y, m, d] = iso.slice(0, 10).split('-')
  return `${d}/${m}/${y}`
}

const dateTimeFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** A moment (ms since epoch) in the device's time → 'DD/MM/YYYY, HH:mm'. */
export function formatDateTime(ms: number): string {
  return dateTimeFormat.format(ms)
}

const timeFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** A moment (ms since epoch) → 'HH:mm'. */
export function formatTime(ms: number): string {
  return timeFormat.format(ms)
}
