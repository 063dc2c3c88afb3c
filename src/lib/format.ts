import { ZONA_DEL_CLUB } from '@/domain/fecha'
import { lazyFormatter } from '@/domain/lazy-formatter'

const numberFormat = lazyFormatter(() => new Intl.NumberFormat('es-AR'))

/** 30123456 → '30.123.456'. */
export function formatNumber(value: number): string {
  return numberFormat().format(value)
}

/**
 * 'YYYY-MM-DD' or a Date → 'DD/MM/YYYY' (docs/product.md#conventions), without time-zone shifts.
 */
export function formatDate(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString()
  const [y, m, d] = iso.slice(0, 10).split('-')
  return `${d}/${m}/${y}`
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
}
const dateTimeFormat = lazyFormatter(() => new Intl.DateTimeFormat('es-AR', DATE_TIME))
const clubDateTimeFormat = lazyFormatter(
  () => new Intl.DateTimeFormat('es-AR', { ...DATE_TIME, timeZone: ZONA_DEL_CLUB }),
)

/** A moment (ms since epoch) in the device's time → 'DD/MM/YYYY, HH:mm'. */
export function formatDateTime(ms: number): string {
  return dateTimeFormat().format(ms)
}

/** As `formatDateTime`, in the club's time zone: a log reads the same from anywhere. */
export function formatClubDateTime(ms: number): string {
  return clubDateTimeFormat().format(ms)
}

const timeFormat = lazyFormatter(
  () => new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hour12: false }),
)

/** A moment (ms since epoch) → 'HH:mm'. */
export function formatTime(ms: number): string {
  return timeFormat().format(ms)
}
