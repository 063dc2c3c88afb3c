/** Member rules (docs/product.md#business-rules), shared by the list, the detail and the server. */
import { formatCount } from '../plural.ts'

import type { VigenciaSocio } from '../configuracion/configuracion.ts'

/** The member states (list responses' `estado`, docs/product.md#member-estados). */
export const ESTADOS_SOCIO = ['Activo', 'Inactivo', 'Pendiente'] as const
export type EstadoSocio = (typeof ESTADOS_SOCIO)[number]

/**
 * The categoría a registration gives when the desk chose none (docs/product.md#contacto):
 * 'Cadete' for a minor and 'Activo' for anyone else when the club has them, else the
 * club's first category. `categorias` are the names in the club settings.
 */
export function categoriaInicial(categorias: readonly string[], menor: boolean): string {
  const preferida = menor ? 'Cadete' : 'Activo'
  return categorias.includes(preferida) ? preferida : (categorias[0] ?? preferida)
}

/** A categoría that is not one of the club's (docs/product.md#member-edit). */
export function categoriaInvalida(categorias: readonly string[]): string {
  const lista =
    categorias.length > 1
      ? `${categorias.slice(0, -1).join(', ')} o ${categorias.at(-1)}`
      : (categorias[0] ?? '')
  return `Categoría inválida: ${lista}`
}

type Fecha = { y: number; m: number; d: number }

// Parsed from the text, never through `new Date(iso)`: that reads 'YYYY-MM-DD' as UTC
// midnight, which is the previous day west of Greenwich (Argentina is UTC-3).
function parse(iso: string): Fecha {
  const [y = 0, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number)
  return { y, m, d }
}

// `today` is the caller's local day: the day the club's staff see on their calendar.
const partsOf = (date: Date): Fecha => ({
  y: date.getFullYear(),
  m: date.getMonth() + 1,
  d: date.getDate(),
})

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeap(y) ? 29 : 28
  return [4, 6, 9, 11].includes(m) ? 30 : 31
}

// A month is complete on the same day number, or on the month's last day when it has no
// such day (31 Jan → 28 Feb, 29 Feb → 28 Feb), as the Argentine civil code counts terms
// (CCyC art. 6).
function wholeMonths(from: Fecha, to: Fecha): number {
  const months = (to.y - from.y) * 12 + (to.m - from.m)
  return to.d < Math.min(from.d, daysInMonth(to.y, to.m)) ? months - 1 : months
}

const iso = ({ y, m, d }: Fecha) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`

/**
 * The end of a membership that starts on `desde` ('YYYY-MM-DD', the club's day) under the
 * club's term (docs/product.md#membership-term):
 * - 'fin-de-año': 31 December of that year; a membership that starts on 31 December runs to
 *   the next year's end, since a term never ends on the day it starts;
 * - N 'meses': from date to date, the same day number N months later, or that month's last
 *   day when it has no such day (31 January + 1 month → 28 or 29 February).
 */
export function vencimientoDesde(desde: string, vigencia: VigenciaSocio): string {
  const { y, m, d } = parse(desde)
  if (vigencia.tipo === 'fin-de-año') {
    return iso({ y: m === 12 && d === 31 ? y + 1 : y, m: 12, d: 31 })
  }
  const months = m - 1 + vigencia.meses
  const year = y + Math.floor(months / 12)
  const month = (months % 12) + 1
  return iso({ y: year, m: month, d: Math.min(d, daysInMonth(year, month)) })
}

/** Whole years of age at `today` (docs/product.md#minors-and-age). */
export function edad(nacimiento: string, today: Date): number {
  return Math.floor(wholeMonths(parse(nacimiento), partsOf(today)) / 12)
}

/**
 * Whether the person is under 18 at `today` (docs/product.md#minors-and-age); turning 18 today is
 * not a minor.
 */
export function esMenor(nacimiento: string, today: Date): boolean {
  return edad(nacimiento, today) < 18
}

/**
 * Antigüedad since `alta` (docs/product.md#antiguedad): '{n} años' when more than one whole year,
 * else '{n} meses' ('1 mes').
 */
export function antiguedad(alta: string, today: Date): string {
  // An alta in the future (a typo or a pre-registration) shows as new, not as negative.
  const months = Math.max(0, wholeMonths(parse(alta), partsOf(today)))
  const years = Math.floor(months / 12)
  return years > 1 ? formatCount(years, 'año', 'años') : formatCount(months, 'mes', 'meses')
}

/** Membership status from the last history entry (docs/product.md#member-estados). */
export function estadoHistorial(historial: readonly { alta: string; baja: string | null }[]): {
  texto: 'Sin historial' | 'Inactivo' | 'Activo'
  color: 'gray' | 'red' | 'green'
} {
  // The latest alta wins whatever the order; on equal altas the later entry does. ISO dates
  // compare as plain strings (localeCompare could reorder digits under some locales).
  const last = historial.reduce<(typeof historial)[number] | undefined>(
    (latest, entry) => (latest === undefined || entry.alta >= latest.alta ? entry : latest),
    undefined,
  )
  if (!last) return { texto: 'Sin historial', color: 'gray' }
  return last.baja ? { texto: 'Inactivo', color: 'red' } : { texto: 'Activo', color: 'green' }
}

/**
 * Initials for the member list: first letter of apellido then nombre, upper-cased
 * (docs/product.md#initials).
 */
export function iniciales(apellido: string, nombre: string): string {
  // NFC so that an 'a' followed by a combining accent stays one letter, 'Á'.
  const first = (text: string) =>
    (Array.from(text.normalize('NFC').trim())[0] ?? '').toLocaleUpperCase('es-AR')
  return `${first(apellido)}${first(nombre)}`
}

/**
 * DNI with es-AR thousands dots, '30123456' → '30.123.456'
 * (docs/product.md#dni-formatting-and-search).
 */
export function formatDni(documento: string | number): string {
  const digits = String(documento)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/**
 * What a DNI field keeps of what is typed or pasted: digits only, at most 8
 * (docs/product.md#dni-formatting-and-search), on the control screen and the kiosk.
 */
export const digitosDni = (value: string): string => value.replace(/\D/g, '').slice(0, 8)
