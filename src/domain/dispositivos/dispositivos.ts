import * as v from 'valibot'
import { LIMITES, maximo } from '../limites.ts'
import { base64UrlDecode } from '../carnet/qr-token.ts'
import type { DeviceAlgorithm } from './device-token.ts'

/** Every answer and refusal of /api/socios/dispositivos (docs/product.md#api-dispositivos). */
export const DISPOSITIVO_MENSAJE = {
  clave: 'La clave del dispositivo no es válida',
  nombre: 'El nombre del dispositivo es obligatorio',
  nombreLargo: `El nombre del dispositivo no puede superar los ${LIMITES.dispositivos.nombre} caracteres`,
  /** The member's own name for a device (PATCH): at most APODO_MAX characters. */
  apodoLargo: maximo(LIMITES.dispositivos.apodo),
  apodoInvalido: 'El nombre no puede tener saltos de línea ni caracteres de control',
  apodoTexto: 'El nombre del dispositivo debe ser un texto',
  renombrado: 'Nombre guardado',
  maximo: 'Ya tenés 3 dispositivos con el carnet: quitá uno para agregar este',
  registrado: 'Dispositivo registrado',
  quitado: 'Dispositivo quitado',
  noExiste: 'El dispositivo no existe',
  sinSocio: 'Tu cuenta no tiene un carnet de socio',
  /** The gate's refusal of a capture older than ±45 s. */
  vencido: 'Código vencido: pedile al socio que muestre el carnet en vivo',
  revocado: 'Este teléfono ya no puede mostrar el carnet: el socio lo quitó',
  certificadoVencido: 'El carnet de este teléfono venció: que se conecte para renovarlo',
} as const

/** A member may keep this many devices. */
export const MAX_DISPOSITIVOS = 3

/** The longest name a member gives a device ('Máximo 30 caracteres'). */
export const APODO_MAX = LIMITES.dispositivos.apodo

/**
 * PATCH /api/socios/dispositivos/{id}: the name the member gives their device. Empty (or
 * only spaces) takes it away: the list shows what the browser said again.
 */
export const dispositivoApodoSchema = v.object({
  apodo: v.pipe(
    v.string(DISPOSITIVO_MENSAJE.apodoTexto),
    v.trim(),
    v.maxLength(APODO_MAX, DISPOSITIVO_MENSAJE.apodoLargo),
    v.regex(/^[^\p{Cc}]*$/u, DISPOSITIVO_MENSAJE.apodoInvalido),
  ),
})
export type DispositivoApodo = v.InferOutput<typeof dispositivoApodoSchema>

/** 32 bytes as base64url: 43 characters. */
const coordenada = v.pipe(
  v.string(DISPOSITIVO_MENSAJE.clave),
  v.regex(/^[A-Za-z0-9_-]{43}$/, DISPOSITIVO_MENSAJE.clave),
)

/** The device's public key as WebCrypto exports it (`exportKey('jwk', …)`). */
export const deviceJwkSchema = v.variant(
  'kty',
  [
    v.object(
      {
        kty: v.literal('OKP', DISPOSITIVO_MENSAJE.clave),
        crv: v.literal('Ed25519', DISPOSITIVO_MENSAJE.clave),
        x: coordenada,
      },
      DISPOSITIVO_MENSAJE.clave,
    ),
    v.object(
      {
        kty: v.literal('EC', DISPOSITIVO_MENSAJE.clave),
        crv: v.literal('P-256', DISPOSITIVO_MENSAJE.clave),
        x: coordenada,
        y: coordenada,
      },
      DISPOSITIVO_MENSAJE.clave,
    ),
  ],
  DISPOSITIVO_MENSAJE.clave,
)
export type DeviceJwk = v.InferOutput<typeof deviceJwkSchema>

/** The raw public key a certificate carries, from its JWK. Null for a malformed one. */
export function jwkARaw(jwk: DeviceJwk): { alg: DeviceAlgorithm; raw: Uint8Array } | null {
  const x = base64UrlDecode(jwk.x)
  if (!x || x.length !== 32) return null
  if (jwk.kty === 'OKP') return { alg: 'Ed25519', raw: x }
  const y = base64UrlDecode(jwk.y)
  if (!y || y.length !== 32) return null
  const raw = new Uint8Array(65)
  raw[0] = 4
  raw.set(x, 1)
  raw.set(y, 33)
  return { alg: 'P-256', raw }
}

/** POST /api/socios/dispositivos: a new device, or the renewal of one (the same key). */
export const dispositivoAltaSchema = v.object({
  publicKey: deviceJwkSchema,
  nombre: v.pipe(
    v.string(DISPOSITIVO_MENSAJE.nombre),
    v.trim(),
    v.minLength(1, DISPOSITIVO_MENSAJE.nombre),
    v.maxLength(LIMITES.dispositivos.nombre, DISPOSITIVO_MENSAJE.nombreLargo),
  ),
})
export type DispositivoAlta = v.InferOutput<typeof dispositivoAltaSchema>

/** Its answer: the device's id, its certificate, and the certificate's end (ISO). */
export const certificadoRespuestaSchema = v.object({
  id: v.number(),
  certificado: v.string(),
  validoHasta: v.pipe(v.string(), v.isoTimestamp()),
})
export type CertificadoRespuesta = v.InferOutput<typeof certificadoRespuestaSchema>

/** One of GET /api/socios/dispositivos[?socio=] (live ones: not revoked). */
export const dispositivoSchema = v.object({
  id: v.number(),
  /** What the browser said when it last registered or renewed: model, system, browser. */
  nombre: v.string(),
  /** The member's own name for it, if they gave one. */
  apodo: v.nullable(v.string()),
  alg: v.picklist(['Ed25519', 'P-256']),
  /** Registered. */
  alta: v.pipe(v.string(), v.isoTimestamp()),
  /** The last certificate's issue. */
  renovado: v.pipe(v.string(), v.isoTimestamp()),
  /** Last used: its renewal, or the last request of the session that renewed it, if later. */
  usado: v.pipe(v.string(), v.isoTimestamp()),
  /** The session asking is the one that registered or last renewed it: the phone in hand. */
  este: v.boolean(),
  validoHasta: v.pipe(v.string(), v.isoTimestamp()),
})
export type Dispositivo = v.InferOutput<typeof dispositivoSchema>

export const dispositivosListSchema = v.array(dispositivoSchema)

/** How the member and the staff recognise a device: the member's name, else the browser's. */
export const nombreVisible = (dispositivo: Pick<Dispositivo, 'nombre' | 'apodo'>) =>
  dispositivo.apodo ?? dispositivo.nombre
