import path from 'node:path'
import * as v from 'valibot'

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
  DEMO: v.optional(v.picklist(['0', '1'], 'DEMO debe ser 0 o 1'), '1'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL debe ser una URL completa'))),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: v.optional(v.pipe(v.string(), v.url('GOOGLE_JWKS_URL debe ser una URL'))),
  VAPID_SUBJECT: optionalText,
  DEMO_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(8, 'DEMO_PASSWORD debe tener al menos 8 caracteres')),
  ),
})

export type Env = {
  port: number
  dataDir: string
  databaseUrl: string | undefined
  demo: boolean
  publicUrl: string | undefined
  googleClientId: string | undefined
  googleJwksUrl: string
  vapidSubject: string | undefined
  /** Password of the demo accounts; random (and printed) when unset. */
  demoPassword: string | undefined
}

export class EnvError extends Error {}

/** Parses the environment once, at start; every problem is reported, not just the first. */
export function parseEnv(raw: Record<string, string | undefined> = process.env): Env {
  const input = Object.fromEntries(
    Object.keys(envSchema.entries).flatMap((key) => {
      const value = raw[key]
      return value === undefined || value === '' ? [] : [[key, value]]
    }),
  )
  const result = v.safeParse(envSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? 'entorno'
      return `  ${key}: ${issue.message}`
    })
    throw new EnvError(`Configuración inválida:\n${lines.join('\n')}`)
  }
  const e = result.output
  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO === '1',
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    vapidSubject: e.VAPID_SUBJECT,
    demoPassword: e.DEMO_PASSWORD,
  }
}
