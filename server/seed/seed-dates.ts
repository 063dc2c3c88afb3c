/** Calendar arithmetic for the seeder, on UTC day numbers (days since 1970-01-01). */

export const DAY_MS = 86_400_000
export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
export const yearOf = (day: number) => new Date(day * DAY_MS).getUTCFullYear()

export function monthStart(day: number, monthsToAdd = 0) {
  const d = new Date(day * DAY_MS)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthsToAdd, 1) / DAY_MS
}
export const monthEnd = (day: number, monthsToAdd = 0) => monthStart(day, monthsToAdd + 1) - 1

/** Whole years from `from` to `to` (both ISO dates). */
export function yearsBetween(from: string, to: string) {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4))
  return to.slice(5) < from.slice(5) ? years - 1 : years
}

/** Same day `years` earlier (29 Feb → 28 Feb). */
export function yearsBefore(iso: string, years: number) {
  const y = String(Number(iso.slice(0, 4)) - years).padStart(4, '0')
  const md = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5)
  return `${y}-${md}`
}
