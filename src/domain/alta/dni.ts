import type { SEXOS } from './alta-socio.ts'

/**
 * What the PDF417 barcode of an Argentine DNI holds (docs/product.md#dni-barcode), normalised for
 * the form.
 */
export type DniData = {
  tramite: string
  apellido: string
  nombre: string
  sexo: SexoDni
  /** Digits only, 6 to 8 of them, as printed (leading zeros kept). */
  documento: string
  ejemplar: string
  /** YYYY-MM-DD */
  nacimiento: string
  /** YYYY-MM-DD */
  emision: string
  /** 11 digits when the card carries its CUIL and the check digit holds. */
  cuit: string | null
  nacionalidad: string | null
  ofIdentidad: string | null
}

export type SexoDni = 'M' | 'F' | 'X'

/** The registration form's word for the card's sex letter. */
export function sexoDeDni(sexo: SexoDni): (typeof SEXOS)[number] {
  if (sexo === 'M') return 'Masculino'
  if (sexo === 'F') return 'Femenino'
  return 'Otro'
}

// Real codes are under 250 characters: anything far longer is not a DNI and is not
// worth splitting.
const MAX_RAW_LENGTH = 1000

type Campo =
  'tramite' | 'apellido' | 'nombre' | 'sexo' | 'documento' | 'ejemplar' | 'nacimiento' | 'emision'
type Posiciones = Record<Campo, number>

/** Current card: TRAMITE@APELLIDO@NOMBRE@SEXO@DNI@EJEMPLAR@NACIMIENTO@EMISION[@CUIL]. */
const NUEVO: Posiciones & { cuil: number } = {
  tramite: 0,
  apellido: 1,
  nombre: 2,
  sexo: 3,
  documento: 4,
  ejemplar: 5,
  nacimiento: 6,
  emision: 7,
  cuil: 8,
}

/**
 * Older card (2009–2012 design):
 * @DNI@EJEMPLAR@?@APELLIDO@NOMBRE@NACIONALIDAD@NACIMIENTO@SEXO@EMISION@TRAMITE@OFICINA@…
 */
const VIEJO: Posiciones & { nacionalidad: number; ofIdentidad: number } = {
  documento: 1,
  ejemplar: 2,
  apellido: 4,
  nombre: 5,
  nacionalidad: 6,
  nacimiento: 7,
  sexo: 8,
  emision: 9,
  tramite: 10,
  ofIdentidad: 11,
}

/**
 * The data of a DNI's PDF417 barcode, or null when `raw` is not one: 8 or 9 '@'-separated
 * fields (current card) or 15 to 17 starting with '@' (older card), with every field valid.
 * Never throws.
 */
export function parseDniBarcode(raw: string): DniData | null {
  if (typeof raw !== 'string' || raw.length > MAX_RAW_LENGTH) return null
  const parts = withoutTrailingEmpty(raw.trim().split('@'))
  if (parts[0] === '') return parts.length >= 15 && parts.length <= 17 ? parseViejo(parts) : null
  return parts.length === 8 || parts.length === 9 ? parseNuevo(parts) : null
}

// Some cards end their code with '@', which is not a field of its own.
function withoutTrailingEmpty(parts: string[]): string[] {
  return parts.length > 1 && parts.at(-1)?.trim() === '' ? parts.slice(0, -1) : parts
}

function parseNuevo(parts: string[]): DniData | null {
  const comun = parseComun(parts, NUEVO)
  if (!comun) return null
  const cuit = cuitDesde(field(parts, NUEVO.cuil), comun.documento)
  return { ...comun, cuit, nacionalidad: null, ofIdentidad: null }
}

function parseViejo(parts: string[]): DniData | null {
  const comun = parseComun(parts, VIEJO)
  if (!comun) return null
  return {
    ...comun,
    cuit: null,
    nacionalidad: parseNombre(field(parts, VIEJO.nacionalidad), 60),
    ofIdentidad: parseOficina(field(parts, VIEJO.ofIdentidad)),
  }
}

const field = (parts: string[], index: number) => (parts[index] ?? '').trim()

type Comun = Omit<DniData, 'cuit' | 'nacionalidad' | 'ofIdentidad'>

function parseComun(parts: string[], at: Posiciones): Comun | null {
  const campo = (name: Campo) => field(parts, at[name])
  const tramite = /^\d{1,20}$/.test(campo('tramite')) ? campo('tramite') : null
  const documento = /^\d{6,8}$/.test(campo('documento')) ? campo('documento') : null
  const ejemplar = /^[A-Z]{1,2}$/i.test(campo('ejemplar')) ? campo('ejemplar').toUpperCase() : null
  const apellido = parseNombre(campo('apellido'), 80)
  const nombre = parseNombre(campo('nombre'), 80)
  const sexo = parseSexo(campo('sexo'))
  const nacimiento = parseFecha(campo('nacimiento'))
  const emision = parseFecha(campo('emision'))
  if (!tramite || !documento || !ejemplar || !apellido || !nombre || !sexo) return null
  // A card cannot be issued before its holder is born.
  if (!nacimiento || !emision || emision < nacimiento) return null
  return { tramite, apellido, nombre, sexo, documento, ejemplar, nacimiento, emision }
}

function parseSexo(value: string): SexoDni | null {
  const sexo = value.toUpperCase()
  return sexo === 'M' || sexo === 'F' || sexo === 'X' ? sexo : null
}

const NAME_CHARS = /^[\p{L}\p{M} '’´`.-]+$/u
const WORD_START = /(^|[ '’´`.-])(\p{L})/gu

/** 'DE LA FUENTE' → 'De La Fuente', "D'ANGELO" → "D'Angelo"; null unless a name. */
function parseNombre(value: string, maxLength: number): string | null {
  const name = value.normalize('NFC').replace(/\s+/g, ' ').trim()
  if (name.length > maxLength || !NAME_CHARS.test(name) || !/\p{L}/u.test(name)) return null
  return capitalize(name)
}

function capitalize(name: string): string {
  return name
    .toLowerCase()
    .replace(WORD_START, (_, before: string, letter: string) => before + letter.toUpperCase())
}

/** 'DD/MM/YYYY' of a real day since 1900 → 'YYYY-MM-DD'. */
function parseFecha(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!match) return null
  const [, dd = '', mm = '', yyyy = ''] = match
  const [d, m, y] = [Number(dd), Number(mm), Number(yyyy)]
  if (y < 1900 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null
  return `${yyyy}-${mm}-${dd}`
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(m) ? 30 : 31
}

/**
 * The CUIL from the card's last field: its prefix (20, 23, 24, 27…), the DNI in 8 digits
 * and its check digit; null when the field is absent or the check digit does not hold.
 */
function cuitDesde(cuil: string, documento: string): string | null {
  const match = /^(2[0-7])(\d)$/.exec(cuil)
  if (!match) return null
  const cuit = `${match[1]}${documento.padStart(8, '0')}${match[2]}`
  return Number(cuit[10]) === checkDigit(cuit.slice(0, 10)) ? cuit : null
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]

// Modulo 11: a remainder of 1 would need the digit 10, which no valid CUIT has.
function checkDigit(first10: string): number {
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first10[i]), 0)
  const remainder = sum % 11
  return remainder === 0 ? 0 : 11 - remainder
}

function parseOficina(value: string): string | null {
  return value !== '' && value.length <= 20 ? value : null
}
