import path from 'node:path'
import * as v from 'valibot'
import { CERTIFICADO_DIAS } from '../src/domain/dispositivos/device-token.ts'
import { parsePushOrigins } from './routes/push/push-endpoints.ts'

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)))

const envSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT debe ser un número entre 0 y 65535'),
      v.transform(Number),
      v.maxValue(65535, 'PORT debe ser un número entre 0 y 65535'),
    ),
    '3000',
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL debe empezar con postgres:// o postgresql://'),
    ),
  ),
  DEMO: v.optional(v.picklist(['0', '1'], 'DEMO debe ser 0 o 1')),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL debe ser una URL completa'))),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: v.optional(v.pipe(v.string(), v.url('GOOGLE_JWKS_URL debe ser una URL'))),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        isVapidSubject,
        'VAPID_SUBJECT debe ser mailto:correo o una URL https:// pública (nunca https://localhost)',
      ),
    ),
  ),
  PUSH_ENDPOINT_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => Array.isArray(parsePushOrigins(value)),
        'PUSH_ENDPOINT_ORIGINS debe ser una lista de orígenes https:// separados por comas',
      ),
    ),
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'TRUST_PROXY debe ser un número de 0 a 10'),
      v.transform(Number),
      v.maxValue(10, 'TRUST_PROXY debe ser un número de 0 a 10'),
    ),
    '0',
  ),
  DEMO_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(8, 'DEMO_PASSWORD debe tener al menos 8 caracteres')),
  ),
  MAP_TILES_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(isTileTemplate, 'MAP_TILES_URL debe ser una URL http(s) con {z}, {x} e {y}'),
    ),
  ),
  DEVICE_CERT_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'DEVICE_CERT_DAYS debe ser un número de días de 1 a 30'),
      v.transform(Number),
      v.minValue(1, 'DEVICE_CERT_DAYS debe ser un número de días de 1 a 30'),
      v.maxValue(30, 'DEVICE_CERT_DAYS debe ser un número de días de 1 a 30'),
    ),
    String(CERTIFICADO_DIAS),
  ),
})

/** Who the push services contact about this server's notifications (RFC 8292). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:secretaria@clubsantarosa.com.ar'

/** `mailto:` or a public `https:` URL: Apple's push service refuses `https://localhost`. */
function isVapidSubject(value: string): boolean {
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(value)) return true
  try {
    const url = new URL(value)
    return (
      url.protocol === 'https:' &&
      url.hostname !== 'localhost' &&
      !url.hostname.endsWith('.localhost')
    )
  } catch {
    return false
  }
}

/** The tile server of the club's static map: OpenStreetMap's unless configured. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/**
 * An http(s) URL with the three placeholders, all of them after the host: the host the map
 * tiles come from is fixed by this setting alone (server/routes/configuracion/tile-source.ts).
 */
function isTileTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/[{}]|%7b/i.test(url.host)
  } catch {
    return false
  }
}

export type Env = {
  port: number
  /** NODE_ENV=production. */
  production: boolean
  dataDir: string
  databaseUrl: string | undefined
  demo: boolean
  publicUrl: string | undefined
  googleClientId: string | undefined
  googleJwksUrl: string
  /** The VAPID `sub` of every push sent (DEFAULT_VAPID_SUBJECT unless configured). */
  vapidSubject: string
  /** Origins besides the browsers' push services a subscription may point at (tests, benches). */
  pushEndpointOrigins: string[]
  /** Proxy hops in front of the server whose X-Forwarded-For is believed (0: none). */
  trustProxy: number
  /** Password of the demo accounts; random (and printed) when unset. */
  demoPassword: string | undefined
  /** URL template (`{z}/{x}/{y}`) of the tiles the club's static map is made of. */
  mapTilesUrl: string
  /** How many days a phone's card certificate lasts (CERTIFICADO_DIAS unless configured). */
  deviceCertDays: number
}

export class EnvError extends Error {}

const PUBLIC_URL_REQUIRED =
  'con NODE_ENV=production es obligatoria (los enlaces para cambiar la contraseña se arman con ella)'

/**
 * Parses the environment once, at start; every problem is reported, not just the first. A
 * production `server` needs PUBLIC_URL: its links are never built from a request's Host
 * header, which the client writes (docs/operations.md). The command line makes no links.
 */
export function parseEnv(
  raw: Record<string, string | undefined> = process.env,
  { server = false }: { server?: boolean } = {},
): Env {
  const input = Object.fromEntries(
    Object.keys(envSchema.entries).flatMap((key) => {
      const value = raw[key]
      return value === undefined || value === '' ? [] : [[key, value]]
    }),
  )
  const production = raw.NODE_ENV === 'production'
  const result = v.safeParse(envSchema, input)
  const lines = (result.issues ?? []).map((issue) => {
    const key = v.getDotPath(issue) ?? 'entorno'
    return `  ${key}: ${issue.message}`
  })
  if (server && production && input.PUBLIC_URL === undefined) {
    lines.push(`  PUBLIC_URL: ${PUBLIC_URL_REQUIRED}`)
  }
  if (!result.success || lines.length > 0) {
    throw new EnvError(`Configuración inválida:\n${lines.join('\n')}`)
  }
  const e = result.output
  return {
    port: e.PORT,
    production,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // A production server never fills an empty database with demo accounts unless asked.
    demo: (e.DEMO ?? (production ? '0' : '1')) === '1',
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    vapidSubject: e.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT,
    pushEndpointOrigins: parsePushOrigins(e.PUSH_ENDPOINT_ORIGINS) as string[],
    trustProxy: e.TRUST_PROXY,
    demoPassword: e.DEMO_PASSWORD,
    mapTilesUrl: e.MAP_TILES_URL ?? DEFAULT_MAP_TILES_URL,
    deviceCertDays: e.DEVICE_CERT_DAYS,
  }
}
