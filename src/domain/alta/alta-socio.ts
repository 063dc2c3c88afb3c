import * as v from 'valibot'
import { isCommonPassword } from '../cuenta/auth.ts'
import {
  digitos,
  digitosSiNumero,
  documentoSchema,
  LIMITES,
  maximoDe,
  SEPARADORES,
} from '../limites.ts'
import { esMenor } from '../socios/socio.ts'
import type { Validation } from '../validation.ts'

export const SEXOS = ['Masculino', 'Femenino', 'Otro'] as const
export const PARENTESCOS = [
  'Padre',
  'Madre',
  'Tutor',
  'Abuelo',
  'Abuela',
  'Tío',
  'Tía',
  'Hermano',
  'Hermana',
  'Otro',
] as const

/** Defaults (docs/product.md#member-registration). */
export const NACIONALIDAD_POR_DEFECTO = 'Argentina'
export const CUIT_POR_DEFECTO = '0'
export const WHATSAPP_PREFIJO = '2954'
const WHATSAPP_INVALIDO = 'WhatsApp: código de área y número, 10 dígitos'

type Rule = readonly [(value: string) => boolean, string]

/** The first rule `value` breaks, as one message: a field never shows two at once. */
const reglas = (...rules: Rule[]) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const broken = rules.find(([holds]) => !holds(dataset.value))
    if (broken) addIssue({ message: broken[1] })
  })

const filled = (value: string) => value !== ''

const P = LIMITES.personas

const texto = (campo: string, max: number) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, maximoDe(campo, max)))
/** A number typed with its separators: a letter is refused with `message`, then its digits. */
const numero = (campo: string, max: number, message: string) =>
  v.pipe(
    texto(campo, max),
    v.check((value) => SEPARADORES.test(value), message),
    v.transform(digitos),
  )
const requerido = (message: string, tooLong: string, max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    reglas([filled, message], [(value) => value.length <= max, tooLong]),
  )
const fechaOpcional = (message: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || isRealDate(value), message),
  )

/** 'YYYY-MM-DD' that names a day of the calendar. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** 'YYYY-MM-DD' of `date`'s own calendar day. */
const isoDe = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/**
 * The member's fields of the registration form (docs/product.md#api-alta), as the
 * `socio` JSON part.
 */
const socioAltaSchema = (hoy: Date) =>
  v.object({
    documento: v.pipe(
      requerido('Documento es requerido', maximoDe('Documento', P.documento), P.documento),
      documentoSchema(),
    ),
    nombre: requerido('Nombre es requerido', maximoDe('Nombre', P.nombre), P.nombre),
    apellido: requerido('Apellido es requerido', maximoDe('Apellido', P.apellido), P.apellido),
    nacimiento: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      reglas(
        [filled, 'Fecha de nacimiento es requerida'],
        [
          (value) => isRealDate(value) && value >= '1900-01-01' && value <= isoDe(hoy),
          'Fecha de nacimiento inválida',
        ],
      ),
    ),
    sexo: v.pipe(
      requerido('Sexo es requerido', 'Sexo inválido', 20),
      v.picklist(SEXOS, 'Sexo: Masculino, Femenino u Otro'),
    ),
    password: v.pipe(
      v.optional(v.string(), ''),
      // Checked trimmed like every other field (docs/product.md#registration-validation), but kept
      // as typed: spaces inside a password are part of it.
      reglas(
        [(value) => value.trim() !== '', 'Contraseña es requerida'],
        [(value) => value.length >= 8, 'La contraseña debe tener al menos 8 caracteres'],
        [(value) => value.length <= 128, 'La contraseña es demasiado larga'],
        [(value) => !isCommonPassword(value), 'Esa contraseña es muy común: elegí otra'],
      ),
    ),
    apodo: texto('Apodo', P.apodo),
    email: v.pipe(
      texto('Email', P.email),
      v.check((value) => value === '' || v.is(emailSchema, value), 'Email inválido'),
      v.toLowerCase(),
    ),
    /** Digits after +54 (docs/product.md#contacto): area code and number. */
    whatsapp: v.pipe(
      numero('WhatsApp', P.telefono, WHATSAPP_INVALIDO),
      v.check((value) => value === '' || /^\d{10}$/.test(value), WHATSAPP_INVALIDO),
    ),
    cuit: v.pipe(
      v.optional(v.string(), CUIT_POR_DEFECTO),
      v.trim(),
      v.maxLength(P.cuit, maximoDe('CUIT', P.cuit)),
      v.check((value) => SEPARADORES.test(value), 'CUIT inválido'),
      v.transform((value) => digitos(value) || CUIT_POR_DEFECTO),
      v.check((value) => value === CUIT_POR_DEFECTO || /^\d{11}$/.test(value), 'CUIT inválido'),
    ),
    nacionalidad: v.pipe(
      v.optional(v.string(), NACIONALIDAD_POR_DEFECTO),
      v.trim(),
      v.transform((value) => value || NACIONALIDAD_POR_DEFECTO),
      v.maxLength(P.nacionalidad, maximoDe('Nacionalidad', P.nacionalidad)),
    ),
    domicilio: texto('Domicilio', P.domicilio),
    tramite: texto('Número de trámite', P.tramite),
    ejemplar: texto('Ejemplar', P.ejemplar),
    emision: fechaOpcional('Fecha de emisión inválida'),
    ofIdentidad: texto('Oficina de identificación', P.ofIdentidad),
    /**
     * One of the club's categories, checked by the server against the club settings; empty,
     * the server gives the default (`categoriaInicial`).
     */
    categoria: texto('Categoría', LIMITES.socios.categoria),
  })

const emailSchema = v.pipe(v.string(), v.email())

/**
 * A guardian row as typed (docs/product.md#responsables); the required fields are checked with
 * their index.
 */
const responsableSchema = v.object({
  // A letter keeps it from being 6 to 8 digits: responsableIssues says so with its number.
  documento: v.pipe(texto('Documento del responsable', P.documento), v.transform(digitosSiNumero)),
  nombre: texto('Nombre del responsable', P.nombre),
  apellido: texto('Apellido del responsable', P.apellido),
  nacimiento: fechaOpcional('Fecha de nacimiento del responsable inválida'),
  sexo: texto('Sexo del responsable', 20),
  nacionalidad: v.pipe(
    v.optional(v.string(), NACIONALIDAD_POR_DEFECTO),
    v.trim(),
    v.transform((value) => value || NACIONALIDAD_POR_DEFECTO),
    v.maxLength(P.nacionalidad, maximoDe('Nacionalidad del responsable', P.nacionalidad)),
  ),
  email: texto('Email del responsable', P.email),
  telefono: numero(
    'Teléfono del responsable',
    P.telefono,
    'Teléfono del responsable: solo números',
  ),
  domicilio: texto('Domicilio del responsable', P.domicilio),
  parentesco: texto('Parentesco', 20),
})

const adjunta = (message: string) =>
  v.pipe(
    v.optional(v.boolean(), false),
    v.check((attached) => attached, message),
  )

type Responsable = v.InferOutput<typeof responsableSchema>

/**
 * Per guardian N (1-based), in the order of docs/product.md#registration-validation, each
 * with the field it is about.
 */
function responsableIssues(r: Responsable, n: number) {
  const issues: { campo: keyof Responsable; message: string }[] = []
  const add = (campo: keyof Responsable, message: string) => issues.push({ campo, message })
  if (!r.documento) add('documento', `Documento del responsable ${n} es requerido`)
  else if (!/^\d{6,8}$/.test(r.documento))
    add('documento', `El documento del responsable ${n} debe tener entre 6 y 8 números`)
  if (!r.nombre) add('nombre', `Nombre del responsable ${n} es requerido`)
  if (!r.apellido) add('apellido', `Apellido del responsable ${n} es requerido`)
  if (!r.parentesco) add('parentesco', `Parentesco del responsable ${n} es requerido`)
  else if (!(PARENTESCOS as readonly string[]).includes(r.parentesco))
    add('parentesco', `Parentesco del responsable ${n} inválido`)
  return issues
}

/**
 * The whole registration (docs/product.md#registration-validation) as one schema for the form and
 * for POST /socios/addSocio. `fotoSocio` and `documentoFrente` say whether those photos are
 * attached. Messages come in the product's order; a minor is under 18 at `hoy`.
 */
export function altaSocioSchema(hoy: Date = new Date()) {
  return v.pipe(
    v.object({
      socio: v.optional(socioAltaSchema(hoy), {}),
      fotoSocio: adjunta('Foto del socio es requerida'),
      documentoFrente: adjunta('Foto del frente del documento es requerida'),
      responsables: v.pipe(
        v.optional(v.array(responsableSchema), []),
        v.maxLength(4, 'Hasta 4 responsables'),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return
          dataset.value.forEach((responsable, index) => {
            for (const { campo, message } of responsableIssues(responsable, index + 1)) {
              // The row and field it is about: the form shows it under that field.
              const path: [v.ArrayPathItem, v.ObjectPathItem] = [
                {
                  type: 'array',
                  origin: 'value',
                  input: dataset.value,
                  key: index,
                  value: responsable,
                },
                {
                  type: 'object',
                  origin: 'value',
                  input: responsable,
                  key: campo,
                  value: responsable[campo],
                },
              ]
              addIssue({ message, path })
            }
          })
        }),
      ),
    }),
    v.partialCheck(
      [['socio', 'nacimiento'], ['responsables']],
      (input) => !esMenorDeEdad(input.socio.nacimiento, hoy) || input.responsables.length > 0,
      'Los menores de edad requieren al menos un responsable',
    ),
    // A guardian is someone else: the same DNI would make the member their own guardian.
    v.partialCheck(
      [['socio', 'documento'], ['responsables']],
      (input) => input.responsables.every((r) => r.documento !== input.socio.documento),
      'Un responsable no puede ser el mismo socio',
    ),
  )
}

/**
 * Every unmet rule, in the product's order (the form lists them all under 'Campos faltantes o
 * incorrectos:'); the pipe is not cut at the first issue so cross-field rules still run.
 */
export function validarAlta(input: unknown, hoy: Date = new Date()): Validation<AltaSocio> {
  const result = v.safeParse(altaSocioSchema(hoy), input)
  if (result.success) return { success: true, output: result.output }
  return { success: false, messages: [...new Set(result.issues.map((issue) => issue.message))] }
}

/**
 * Every unmet rule with the field it is about, in the product's order: `socio.documento`,
 * `fotoSocio`, `responsables.0.nombre`…; '' for a rule of the whole form (a minor without
 * a guardian, a guardian who is the member). The wizard shows each step's own.
 */
export function problemasAlta(
  input: unknown,
  hoy: Date = new Date(),
): { campo: string; message: string }[] {
  const result = v.safeParse(altaSocioSchema(hoy), input)
  if (result.success) return []
  return result.issues.map((issue) => ({
    campo: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  }))
}

export type AltaSocioInput = v.InferInput<ReturnType<typeof altaSocioSchema>>
export type AltaSocio = v.InferOutput<ReturnType<typeof altaSocioSchema>>
export type SocioAlta = AltaSocio['socio']
export type ResponsableAlta = AltaSocio['responsables'][number]

/**
 * Whether a member born on `nacimiento` is a minor at `hoy`; false while the date is incomplete
 * or impossible.
 */
export function esMenorDeEdad(nacimiento: string, hoy: Date = new Date()): boolean {
  return isRealDate(nacimiento) && nacimiento <= isoDe(hoy) && esMenor(nacimiento, hoy)
}

/** What POST /socios/addSocio answers on success. */
export const altaSocioResponseSchema = v.object({
  id: v.number(),
  documento: v.string(),
  nombre: v.string(),
  apellido: v.string(),
  /** What the desk must know of the member's account (an unproven one was replaced). */
  aviso: v.optional(v.string()),
})

export type AltaSocioResponse = v.InferOutput<typeof altaSocioResponseSchema>
