import * as v from 'valibot'

/**
 * The most characters each text a person types may have, by the table and column that keep
 * it (server/db/schema.ts): one source for the forms and the server's schemas
 * (docs/decisions/0044-text-limits.md). The columns are `text`; these are the limits, and
 * server/db/text-limits.test.ts fails when a text column has none and is not listed as
 * written only by the server.
 */
export const LIMITES = {
  personas: {
    /** As typed, with its dots and spaces; the digits kept are 6 to 8. */
    documento: 12,
    nombre: 80,
    apellido: 80,
    apodo: 40,
    nacionalidad: 60,
    domicilio: 200,
    email: 254,
    telefono: 20,
    /** As typed, with its dashes; the digits kept are 11. */
    cuit: 20,
    tramite: 20,
    ejemplar: 2,
    ofIdentidad: 20,
  },
  socios: { categoria: 40 },
  sociosHistorial: { motivo: 200 },
  users: { email: 254, nombre: 80, apellido: 80 },
  grupos: { nombre: 80 },
  actividades: { nombre: 60, descripcion: 500, profesor: 80 },
  dispositivos: { nombre: 60, apodo: 30 },
  checkins: { motivo: 200, dispositivo: 60 },
  pagos: { nota: 200 },
  cuotas: { anuladaMotivo: 200 },
  pushEnvios: { title: 100 },
} as const

/** What a field says when it holds more than `max` characters. */
export const maximo = (max: number) => `Máximo ${max} caracteres`

/** The same, naming the field: for messages listed away from it (the registration's list). */
export const maximoDe = (campo: string, max: number) => `${campo}: máximo ${max} caracteres`

/** A valibot check of the limit, with its message (by default `maximo(max)`). */
export const hasta = (max: number, message: string = maximo(max)) =>
  v.maxLength<string, number, string>(max, message)

/**
 * What a number typed by a person (a DNI, a CUIT, a phone) may hold besides its digits: the
 * separators people write. Anything else (a letter) is a mistake, never dropped in silence.
 */
export const SEPARADORES = /^[\d\s.\-/()+]*$/

/** The digits of a number that holds only digits and `SEPARADORES`. */
export const digitos = (value: string) => value.replace(/\D/g, '')

/** What a number field sends: its digits, or what was typed when it holds something else. */
export const digitosSiNumero = (value: string) => (SEPARADORES.test(value) ? digitos(value) : value)

/** The DNI's one rule (docs/product.md#registration-validation). */
export const DOCUMENTO_INVALIDO = 'El documento debe tener entre 6 y 8 números'

/**
 * A DNI as typed ('30.123.456', '30 123 456'): 6 to 8 digits and separators only; its digits
 * are the output. Trimmed and not empty is the caller's.
 */
export const documentoSchema = (message: string = DOCUMENTO_INVALIDO) =>
  v.pipe(
    v.string(),
    v.check((value) => SEPARADORES.test(value), message),
    v.transform(digitos),
    v.regex(/^\d{6,8}$/, message),
  )
