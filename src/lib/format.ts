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
  // h23: with `hour12: false` es-AR writes midnight as 24:00.
  hourCycle: 'h23',
}
const clubDateTimeFormat = lazyFormatter(
  () => new Intl.DateTimeFormat('es-AR', { ...DATE_TIME, timeZone: ZONA_DEL_CLUB }),
)

const twoDigits = (n: number) => String(n).padStart(2, '0')

/**
 * A moment (ms since epoch) in the device's time → 'DD/MM/YYYY, HH:mm'. From the date's own
 * fields, not `Intl`: the card shows it on its first paint, where loading the locale's data is a
 * long task (docs/decisions/0052).
 */
export function formatDateTime(ms: number): string {
  const date = new Date(ms)
  const day = `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`
  return `${day}, ${formatTime(ms)}`
}

/** As `formatDateTime`, in the club's time zone: a log reads the same from anywhere. */
export function formatClubDateTime(ms: number): string {
  return clubDateTimeFormat().format(ms)
}

/** A moment (ms since epoch) in the device's time → 'HH:mm' (00:00 at midnight). */
export function formatTime(ms: number): string {
  const date = new Date(ms)
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
}
