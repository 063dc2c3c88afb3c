import { createHmac, timingSafeEqual } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'

export type GoogleProfile = {
  sub: string
  email: string
  emailVerified: boolean
  nombre: string
  apellido: string
}

export type GoogleVerifier = (credential: string) => Promise<GoogleProfile>

/**
 * Verifies a Google ID token: signature against the key set, audience, issuer, expiry. Google
 * always sets `exp` and `iat`: a token without them would never expire, so it is refused.
 */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl))
  return async (credential) => {
    const { payload } = await jwtVerify(credential, keys, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: clientId,
      requiredClaims: ['exp', 'iat'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new Error('Credencial de Google incompleta')
    }
    return {
      sub: payload.sub,
      email: payload.email.toLowerCase(),
      emailVerified: payload.email_verified === true,
      nombre: typeof payload.given_name === 'string' ? payload.given_name : '',
      apellido: typeof payload.family_name === 'string' ? payload.family_name : '',
    }
  }
}

const LINK_TTL_MS = 30 * 60_000

/** What Google vouched for: its subject and the email it verified. */
export type GoogleLink = { sub: string; email: string }

/**
 * The `googleId` handed to the registration form: the Google subject and verified email,
 * signed by us and valid for 30 minutes, so a signup can link only an account Google
 * vouched for, with the email Google proved (never the one typed in the form).
 */
export function signGoogleLink(secret: Buffer, link: GoogleLink, now = Date.now()): string {
  const { sub, email } = link
  const body = Buffer.from(JSON.stringify({ sub, email, exp: now + LINK_TTL_MS })).toString(
    'base64url',
  )
  const mac = createHmac('sha256', secret).update(body).digest('base64url')
  return `${body}.${mac}`
}

/** What a valid link vouches for, or null. */
export function readGoogleLink(secret: Buffer, value: string, now = Date.now()): GoogleLink | null {
  const [body, mac] = value.split('.')
  if (!body || !mac) return null
  const expected = createHmac('sha256', secret).update(body).digest()
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const { sub, email, exp } = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      sub?: unknown
      email?: unknown
      exp?: unknown
    }
    const valid =
      typeof sub === 'string' && typeof email === 'string' && typeof exp === 'number' && exp > now
    return valid ? { sub, email } : null
  } catch {
    return null
  }
}
