import * as v from 'valibot'
import { pagedSchema } from '../paged.ts'
import { DB_INTEGER_MAX } from '../db-limits.ts'
import { LIMITES } from '../limites.ts'

/** Every answer and refusal of the push module (docs/product.md). */
export const PUSH_MENSAJE = {
  suscripcion: 'La suscripción no es válida',
  endpoint: 'La dirección de la suscripción no es válida',
  endpointNoPermitido:
    'La dirección de la suscripción no es de un servicio de notificaciones conocido',
  claves: 'Las claves de la suscripción no son válidas',
  titulo: 'El título es obligatorio',
  tituloLargo: `El título no puede superar los ${LIMITES.pushEnvios.title} caracteres`,
  cuerpo: 'El texto es obligatorio',
  cuerpoLargo: 'El texto no puede superar los 500 caracteres',
  url: 'El enlace debe ser una pantalla de la aplicación (empieza con /)',
  destinatarios: 'Destinatarios inválidos: todos, activos, grupo:{id} o socio:{id}',
  pagina: 'La página debe ser un número mayor que 0',
  suscripto: 'Subscripción realizada',
  desuscripto: 'Suscripción cancelada',
  noSuscripto: 'No hay una suscripción con esa dirección',
  enviada: 'Notificación enviada',
  sinSuscripciones: 'No hay dispositivos suscriptos para enviar la notificación',
  demasiadasPruebas: 'Demasiadas notificaciones de prueba: esperá un minuto y volvé a probar',
  grupoNoExiste: 'El grupo no existe',
  socioNoExiste: 'El socio no existe',
} as const

/** The texts of the notifications the server sends on its own. */
export const PUSH_AUTOMATICA = {
  nuevaCuota: 'Nueva cuota',
  nuevaCuotaTexto: (mes: string, importe: string) => `Se generó tu cuota de ${mes}: ${importe}`,
  pago: 'Pago registrado',
  pagoTexto: (importe: string) => `Registramos tu pago de ${importe}. Tocá para ver el recibo.`,
} as const

/** A base64url key of the browser's (no padding), between `min` and `max` characters. */
const base64url = (min: number, max: number) =>
  v.pipe(
    v.string(PUSH_MENSAJE.claves),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MENSAJE.claves),
    v.minLength(min, PUSH_MENSAJE.claves),
    v.maxLength(max, PUSH_MENSAJE.claves),
  )

/**
 * What `PushSubscription.toJSON()` gives: `p256dh` is an uncompressed P-256 point (65 bytes,
 * 87 characters), `auth` a 16-byte secret (22 characters); a little slack for padding.
 */
export const suscripcionSchema = v.object(
  {
    endpoint: v.pipe(
      v.string(PUSH_MENSAJE.endpoint),
      v.maxLength(2048, PUSH_MENSAJE.endpoint),
      v.url(PUSH_MENSAJE.endpoint),
    ),
    expirationTime: v.optional(v.nullable(v.number(PUSH_MENSAJE.suscripcion))),
    keys: v.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, PUSH_MENSAJE.claves),
  },
  PUSH_MENSAJE.suscripcion,
)
export type Suscripcion = v.InferOutput<typeof suscripcionSchema>

/** DELETE /api/push/subscribe. */
export const desuscripcionSchema = v.object(
  { endpoint: v.pipe(v.string(PUSH_MENSAJE.endpoint), v.maxLength(2048, PUSH_MENSAJE.endpoint)) },
  PUSH_MENSAJE.suscripcion,
)

const titulo = v.pipe(
  v.string(PUSH_MENSAJE.titulo),
  v.trim(),
  v.minLength(1, PUSH_MENSAJE.titulo),
  v.maxLength(LIMITES.pushEnvios.title, PUSH_MENSAJE.tituloLargo),
)
const cuerpo = v.pipe(
  v.string(PUSH_MENSAJE.cuerpo),
  v.trim(),
  v.minLength(1, PUSH_MENSAJE.cuerpo),
  v.maxLength(500, PUSH_MENSAJE.cuerpoLargo),
)

/** POST /notify: a test to the caller's own devices. */
export const notifySchema = v.object({ title: titulo, body: cuerpo })

/**
 * A screen of the app: a path of this origin, never an absolute or protocol-relative URL
 * (`//host`, `/\host`), so a notification's tap cannot take a member off-site.
 */
export const rutaInternaSchema = v.pipe(
  v.string(PUSH_MENSAJE.url),
  v.trim(),
  v.maxLength(500, PUSH_MENSAJE.url),
  v.regex(/^\/(?![/\\])[^\s\\]*$/, PUSH_MENSAJE.url),
)

export const esRutaInterna = (value: string) => v.is(rutaInternaSchema, value)

export type Destinatarios =
  | { tipo: 'todos' }
  | { tipo: 'activos' }
  | { tipo: 'grupo'; id: number }
  | { tipo: 'socio'; id: number }

/** 'todos' | 'activos' | 'grupo:{id}' | 'socio:{id}', as the broadcast's body names them. */
export function leerDestinatarios(audience: string): Destinatarios | null {
  if (audience === 'todos' || audience === 'activos') return { tipo: audience }
  const match = /^(grupo|socio):([1-9]\d{0,9})$/.exec(audience)
  if (!match) return null
  const id = Number(match[2])
  if (id > DB_INTEGER_MAX) return null
  return { tipo: match[1] as 'grupo' | 'socio', id }
}

/** POST /api/push/broadcast. */
export const broadcastSchema = v.object({
  title: titulo,
  body: cuerpo,
  url: rutaInternaSchema,
  audience: v.pipe(
    v.string(PUSH_MENSAJE.destinatarios),
    v.trim(),
    v.check((value) => leerDestinatarios(value) !== null, PUSH_MENSAJE.destinatarios),
  ),
})
export type Broadcast = v.InferOutput<typeof broadcastSchema>

/** What a sending answers: delivered, failed, and subscriptions the push service dropped. */
export const broadcastResultSchema = v.object({
  enviados: v.number(),
  fallidos: v.number(),
  eliminados: v.number(),
})
export type BroadcastResult = v.InferOutput<typeof broadcastResultSchema>

/** GET /api/push/key. */
export const pushKeySchema = v.object({ publicKey: v.string() })

/** The JSON a notification carries, what the service worker shows (sw/). */
export const pushPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  url: rutaInternaSchema,
  icon: v.optional(v.string()),
  badge: v.optional(v.string()),
  tag: v.optional(v.string()),
})
export type PushPayload = v.InferOutput<typeof pushPayloadSchema>

/** One broadcast of the log (GET /api/push/envios). */
export const envioSchema = v.object({
  id: v.number(),
  at: v.pipe(v.string(), v.isoTimestamp()),
  audience: v.string(),
  title: v.string(),
  /** Who sent it (null: the account no longer exists). */
  email: v.nullable(v.string()),
  enviados: v.number(),
  fallidos: v.number(),
  eliminados: v.number(),
})
export type Envio = v.InferOutput<typeof envioSchema>

export const enviosListSchema = pagedSchema(envioSchema)
export type EnviosList = v.InferOutput<typeof enviosListSchema>

export const enviosFiltrosSchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(PUSH_MENSAJE.pagina),
      v.regex(/^[1-9]\d{0,5}$/, PUSH_MENSAJE.pagina),
      v.transform(Number),
    ),
    '1',
  ),
})
