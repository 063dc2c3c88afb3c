/** Member rules of SPEC.md §4 and §9, shared by the list, the detail and the server. */

export const ESTADOS_SOCIO = ['Activo', 'Inactivo', 'Pendiente'] as const
export type EstadoSocio = (typeof ESTADOS_SOCIO)[number]

type Fecha = { y: number; m: number; d: number }

/** 'YYYY-MM-DD' as calendar parts: no time zone can move it a day. */
function parse(iso: string): Fecha {
  const [y = 0, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number)
  return { y, m, d }
}

const partsOf = (date: Date): Fecha => ({
  y: date.getFullYear(),
  m: date.getMonth() + 1,
  d: date.getDate(),
})

/** Whole months from `from` to `to`; a month is complete on the same day number (or the month's end). */
function wholeMonths(from: Fecha, to: Fecha): number {
  let months = (to.y - from.y) * 12 + (to.m - from.m)
  const lastDayOfTo = new Date(to.y, to.m, 0).getDate()
  if (to.d < Math.min(from.d, lastDayOfTo)) months -= 1
  return months
}

/** Whole years of age at `today` (SPEC.md §4). */
export function edad(nacimiento: string, today: Date): number {
  return Math.floor(wholeMonths(parse(nacimiento), partsOf(today)) / 12)
}

/** Under 18 at `today` (SPEC.md §4, §9): someone turning 18 today is not a minor. */
export function esMenor(nacimiento: string, today: Date): boolean {
  return edad(nacimiento, today) < 18
}

/** Antigüedad (SPEC.md §4): '{n} años' when more than one whole year, else '{n} meses'. */
export function antiguedad(alta: string, today: Date): string {
  const months = Math.max(0, wholeMonths(parse(alta), partsOf(today)))
  const years = Math.floor(months / 12)
  return years > 1 ? `${years} años` : `${months} meses`
}

/** Status from the last history entry (SPEC.md §4). */
export function estadoHistorial(historial: { alta: string; baja: string | null }[]): {
  texto: 'Sin historial' | 'Inactivo' | 'Activo'
  color: 'gray' | 'red' | 'green'
} {
  const last = [...historial].sort((a, b) => a.alta.localeCompare(b.alta)).at(-1)
  if (!last) return { texto: 'Sin historial', color: 'gray' }
  return last.baja ? { texto: 'Inactivo', color: 'red' } : { texto: 'Activo', color: 'green' }
}

/** First letter of apellido then nombre, upper-cased (SPEC.md §2). */
export function iniciales(apellido: string, nombre: string): string {
  const first = (text: string) => text.trim().charAt(0).toLocaleUpperCase('es-AR')
  return `${first(apellido)}${first(nombre)}`
}

/** DNI with es-AR thousands dots: '30123456' → '30.123.456' (SPEC.md §2). */
export function formatDni(documento: string | number): string {
  const digits = String(documento)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}
