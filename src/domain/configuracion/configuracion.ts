import * as v from 'valibot'
import { ALIAS_CBU, cbuValido } from './cbu.ts'
import { formatPesos, IMPORTE_MAXIMO, importeSchema } from '../dinero.ts'
import { LIMITES } from '../limites.ts'

/** A required text of at most `max` characters, with its two messages. */
const texto = (requerido: string, campo: string, max: number) =>
  v.pipe(
    v.string(requerido),
    v.trim(),
    v.minLength(1, requerido),
    v.maxLength(max, `${campo}: hasta ${max} caracteres`),
  )
const hhmm = v.pipe(
  v.string('Hora inválida (HH:MM)'),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:MM)'),
)
/** A whole number from `min` to `max`, one message for anything else. */
const enteroEntre = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))
/** A coordinate in degrees from `-max` to `max`. */
const grados = (max: number, message: string) =>
  v.pipe(v.number(message), v.minValue(-max, message), v.maxValue(max, message))
/** Digits with the country code, for a wa.me link. */
const numeroWhatsappSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^\d{10,15}$/, message))
const emailSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.maxLength(254, message), v.email(message))
/** No two items share `key` (ignoring case): the pages list them by it. */
const sinRepetir = <T>(key: (item: T) => string, message: string) =>
  v.check<T[], string>(
    (list) => new Set(list.map((item) => key(item).toLocaleLowerCase('es'))).size === list.length,
    message,
  )

/** The default window of `ingresoRecienteMinutos`. */
export const INGRESO_RECIENTE_MINUTOS = 15

/**
 * How long a membership runs from the day it starts (docs/product.md#membership-term):
 * to the end of the calendar year, or a number of months.
 */
export const vigenciaSocioSchema = v.variant(
  'tipo',
  [
    v.object({ tipo: v.literal('fin-de-año') }),
    v.object({
      tipo: v.literal('meses'),
      meses: enteroEntre(1, 120, 'La vigencia debe ser de 1 a 120 meses'),
    }),
  ],
  'La vigencia del socio no es válida',
)

export type VigenciaSocio = v.InferOutput<typeof vigenciaSocioSchema>

/** The default term: to 31 December. */
export const VIGENCIA_SOCIO_POR_DEFECTO: VigenciaSocio = { tipo: 'fin-de-año' }

export const IMPORTE_INVALIDO = `El importe de la categoría debe ser de ${formatPesos(0)} a ${formatPesos(IMPORTE_MAXIMO)}`

/** A membership category and its monthly fee (docs/product.md#configuracion), in centavos. */
export const categoriaSchema = v.object({
  nombre: v.pipe(
    v.string('Cada categoría necesita un nombre'),
    v.trim(),
    v.minLength(1, 'Cada categoría necesita un nombre'),
    v.maxLength(
      LIMITES.socios.categoria,
      `El nombre de la categoría: hasta ${LIMITES.socios.categoria} caracteres`,
    ),
  ),
  importe: importeSchema(IMPORTE_INVALIDO),
})
export type Categoria = v.InferOutput<typeof categoriaSchema>

/** The categories a club starts with; settings saved before fees existed get them. */
export const CATEGORIAS_POR_DEFECTO: Categoria[] = [
  { nombre: 'Activo', importe: 1_500_000 },
  { nombre: 'Cadete', importe: 800_000 },
  { nombre: 'Jubilado', importe: 900_000 },
  { nombre: 'Vitalicio', importe: 0 },
]

/** The day of the month a period's cuota falls due, when none was set. */
export const DIA_VENCIMIENTO_POR_DEFECTO = 10

/** At most this many categories, hero images and sponsors (docs/product.md#configuracion). */
export const MAX_CATEGORIAS = 20
export const MAX_HERO = 10
export const MAX_SPONSORS = 10
export const MAX_MEDIOS_PRESENCIALES = 10

const categorias = v.pipe(
  v.array(categoriaSchema, 'Las categorías no son válidas'),
  v.minLength(1, 'Tiene que haber al menos una categoría'),
  v.maxLength(MAX_CATEGORIAS, `Hasta ${MAX_CATEGORIAS} categorías`),
  sinRepetir((c: Categoria) => c.nombre, 'Hay dos categorías con el mismo nombre'),
)

export const CBU_INVALIDO = 'El CBU debe tener 22 números y dígitos verificadores válidos'
export const ALIAS_INVALIDO = 'El alias debe tener de 6 a 20 letras, números, puntos o guiones'
export const HERO_CANTIDAD = `El carrusel lleva de 1 a ${MAX_HERO} imágenes`

/** An image's path without size or format suffix, e.g. `/images/hero/hero-01`. */
const imagenSrc = v.pipe(
  v.string('Falta la imagen'),
  v.trim(),
  v.minLength(1, 'Falta la imagen'),
  v.maxLength(200, 'La dirección de la imagen es demasiado larga'),
)

const heroImagen = v.object({
  src: imagenSrc,
  alt: texto(
    'Cada imagen del carrusel necesita una descripción',
    'La descripción de la imagen',
    200,
  ),
})

const sponsor = v.object({
  nombre: texto('Cada sponsor necesita un nombre', 'El nombre del sponsor', 80),
  src: imagenSrc,
  alt: texto('Cada sponsor necesita una descripción de su imagen', 'La descripción', 200),
  url: v.optional(
    v.pipe(
      v.string('La dirección web del sponsor no es válida'),
      v.trim(),
      v.maxLength(300, 'La dirección web del sponsor: hasta 300 caracteres'),
      v.regex(/^https?:\/\/\S+$/, 'La dirección web debe empezar con https://'),
      v.url('La dirección web del sponsor no es válida'),
    ),
  ),
})

/**
 * The club's settings (docs/product.md#configuracion): the public data, the payment data, the
 * images, the fees and the gate's rules. One schema for the screen, the server's PUT and
 * every read of the stored row; each field has its Spanish message.
 */
export const clubSettingsSchema = v.object({
  nombre: texto('El nombre del club es requerido', 'El nombre del club', 120),
  nombreCorto: texto('El nombre corto es requerido', 'El nombre corto', 40),
  descripcion: texto('La descripción es requerida', 'La descripción', 300),
  escudo: imagenSrc,
  whatsapp: numeroWhatsappSchema('WhatsApp: solo dígitos con código de país'),
  email: emailSchema('El email no es válido'),
  telefono: v.optional(
    v.pipe(
      v.string('El teléfono no es válido'),
      v.trim(),
      v.maxLength(40, 'El teléfono: hasta 40 caracteres'),
    ),
  ),
  horarioSecretaria: v.object({
    dias: texto('Los días de atención son requeridos', 'Los días de atención', 60),
    desde: hhmm,
    hasta: hhmm,
  }),
  direccion: v.object({
    calle: texto('La calle es requerida', 'La calle', 120),
    ciudad: texto('La ciudad es requerida', 'La ciudad', 80),
    provincia: texto('La provincia es requerida', 'La provincia', 80),
    codigoPostal: texto('El código postal es requerido', 'El código postal', 12),
    lat: grados(90, 'La latitud debe ser un número de -90 a 90'),
    lng: grados(180, 'La longitud debe ser un número de -180 a 180'),
  }),
  pagos: v.object({
    presencial: v.pipe(
      v.array(
        texto('Cada medio de pago necesita un texto', 'Cada medio de pago', 80),
        'Los medios de pago no son válidos',
      ),
      v.maxLength(MAX_MEDIOS_PRESENCIALES, `Hasta ${MAX_MEDIOS_PRESENCIALES} medios de pago`),
      sinRepetir((medio: string) => medio, 'Hay dos medios de pago iguales'),
    ),
    transferencia: v.object({
      banco: texto('El banco es requerido', 'El banco', 80),
      titular: texto('El titular es requerido', 'El titular', 120),
      cuit: v.pipe(
        v.string('El CUIT debe tener 11 números'),
        v.trim(),
        v.regex(/^\d{2}-?\d{8}-?\d$/, 'El CUIT debe tener 11 números (por ejemplo 30-12345678-9)'),
      ),
      cbu: v.pipe(v.string(CBU_INVALIDO), v.trim(), v.check(cbuValido, CBU_INVALIDO)),
      alias: v.pipe(
        v.string(ALIAS_INVALIDO),
        v.trim(),
        v.toUpperCase(),
        v.regex(ALIAS_CBU, ALIAS_INVALIDO),
      ),
    }),
    deposito: v.object({
      banco: texto('El banco del depósito es requerido', 'El banco del depósito', 80),
      cuenta: texto('La cuenta del depósito es requerida', 'La cuenta del depósito', 120),
    }),
    comprobante: v.object({
      email: emailSchema('El email para los comprobantes no es válido'),
      whatsapp: numeroWhatsappSchema(
        'WhatsApp para los comprobantes: solo dígitos con código de país',
      ),
    }),
  }),
  hero: v.pipe(
    v.array(heroImagen, HERO_CANTIDAD),
    v.minLength(1, HERO_CANTIDAD),
    v.maxLength(MAX_HERO, HERO_CANTIDAD),
    sinRepetir(
      (imagen: v.InferOutput<typeof heroImagen>) => imagen.src,
      'Hay una imagen dos veces en el carrusel',
    ),
  ),
  sponsors: v.pipe(
    v.array(sponsor, 'Los sponsors no son válidos'),
    v.maxLength(MAX_SPONSORS, `Hasta ${MAX_SPONSORS} sponsors`),
    sinRepetir((s: v.InferOutput<typeof sponsor>) => s.src, 'Hay dos sponsors con la misma imagen'),
  ),
  /**
   * A second permitted entry of a member within these minutes is flagged at the gate
   * (docs/product.md#gate-verdict); 0 flags none. Settings saved before it existed get 15.
   */
  ingresoRecienteMinutos: v.optional(
    enteroEntre(0, 24 * 60, 'El aviso de ingreso repetido debe ser de 0 a 1440 minutos'),
    INGRESO_RECIENTE_MINUTOS,
  ),
  /** The membership term a registration gets; settings saved before it existed get the default. */
  vigenciaSocio: v.optional(vigenciaSocioSchema, VIGENCIA_SOCIO_POR_DEFECTO),
  /** The membership categories and their monthly fee (docs/product.md#configuracion). */
  categorias: v.optional(categorias, CATEGORIAS_POR_DEFECTO),
  /** The day of the month each period's cuota falls due: 1 to 28, so every month has it. */
  diaVencimiento: v.optional(
    enteroEntre(1, 28, 'El día de vencimiento debe ser de 1 a 28'),
    DIA_VENCIMIENTO_POR_DEFECTO,
  ),
  /**
   * The gate denies entry ('Cuota impaga') to a member with this many cuotas past due; 0, the
   * default, never: the gatekeeper sees 'Debe N cuotas' and the club decides.
   */
  denegarConCuotasVencidas: v.optional(
    enteroEntre(0, 24, 'Las cuotas vencidas para no dejar pasar deben ser de 0 a 24'),
    0,
  ),
})

export type ClubSettings = v.InferOutput<typeof clubSettingsSchema>

/**
 * The club's static map (docs/architecture.md#static-map): 640 × 360, and twice that with
 * `?escala=2`. The page shows it and the service worker keeps it.
 */
export const CLUB_MAP_PATH = '/api/settings/mapa'
export const CLUB_MAP_2X_PATH = `${CLUB_MAP_PATH}?escala=2`

export function formatDireccion(d: ClubSettings['direccion']): string {
  return `${d.calle}, ${d.ciudad}, ${d.provincia}`
}

export function formatHorario(h: ClubSettings['horarioSecretaria']): string {
  return `${h.dias} de ${h.desde} a ${h.hasta}`
}
