import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  loginSchema,
  oauthResponseSchema,
  oauthSchema,
  sessionResponseSchema,
  signupSchema,
} from '../../../src/domain/cuenta/auth.ts'
import { userDataSchema } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/cuenta.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { jsonBody } from '../../lib/http/validate.ts'
import { describe } from '../../lib/http/openapi/describe.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { PasswordHasher } from '../../lib/auth/passwords.ts'
import { createSession, type SessionStore } from '../../lib/auth/session-store.ts'
import {
  createUser,
  DuplicateEmailError,
  findUserByEmail,
  findUserByGoogleId,
  markEmailVerified,
  toUserData,
  type UserRow,
} from '../../lib/auth/users.ts'
import type { AddressLimits } from './address-limit.ts'
import { cuentaRoutes } from './cuenta.routes.ts'
import { deviceProofFor, proofAccountIds, setDeviceProof } from './device-proof.ts'
import { readGoogleLink, signGoogleLink, type GoogleVerifier } from './google.ts'
import type { LoginThrottle } from './login-throttle.ts'
import { tooMany } from './too-many.ts'

const WRONG_CREDENTIALS = 'Email o contraseña incorrectos'
const GOOGLE_SIN_VERIFICAR =
  'Tu cuenta de Google no tiene el email verificado: verificalo en Google o registrate con tu email'
const CON_CLAVE = { metodo: 'contraseña' }
const CON_GOOGLE = { metodo: 'google' }

/** A sign-in's answer: the session, and the browser's device proof (docs/decisions/0040). */
const SESION =
  'La sesión nueva (`token`, para `Authorization: Bearer`) y los datos de la cuenta; la cookie `dispositivo` (HttpOnly, SameSite=Strict) con la prueba de este navegador.'
/** Too much password work waiting (ServerBusyError). */
const OCUPADO = {
  description: "'El servidor está ocupado, probá de nuevo en unos segundos'",
  retryAfter: true,
} as const

export type AuthDeps = {
  db: Db
  sessions: SessionStore
  audit: AuditLog
  serverSecret: () => Promise<Buffer>
  google: { clientId: string; verify: GoogleVerifier } | null
  passwords: PasswordHasher
  loginThrottle: LoginThrottle
  addressLimits: AddressLimits
  /** The gate's list of revoked devices, read again when an account's devices are revoked. */
  revokedDevices: { refresh(): Promise<void> }
  /** PUBLIC_URL: on https, the device proof's cookie is Secure. */
  publicUrl?: string | undefined
}

export function authRoutes(deps: AuthDeps) {
  const { db, sessions, serverSecret, google, passwords, audit, loginThrottle, addressLimits } =
    deps
  const onHttps = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' || deps.publicUrl?.startsWith('https:') === true
  /** A new session, and a device proof for the browser (docs/decisions/0040). */
  const issueDeviceProof = async (c: Context, user: UserRow) =>
    setDeviceProof(c, await serverSecret(), user, onHttps(c))
  const signIn = async (c: Context, user: UserRow) => {
    await issueDeviceProof(c, user)
    return {
      token: await createSession(db, user.id, c.req.header('User-Agent')),
      userData: toUserData(user),
    }
  }
  /** Any valid device proof the browser carries, whichever its account. */
  const anyDeviceProof = async (c: Context) => {
    const secret = await serverSecret()
    for (const id of proofAccountIds(c)) {
      const [account] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
      const proof = deviceProofFor(c, secret, account)
      if (proof) return proof
    }
    return null
  }

  return new Hono<AppEnv>()
    .use(compressed)
    .use(jsonBodyLimit)
    .post(
      '/login',
      describe({
        id: 'ingresar',
        tag: 'cuenta',
        summary: 'Ingresar con email y contraseña',
        description: SESION,
        access: 'public',
        answer: sessionResponseSchema,
        okDescription: "'Bienvenid@'",
        errors: {
          401: `'${WRONG_CREDENTIALS}'`,
          429: {
            description:
              "'Demasiados intentos fallidos. Probá de nuevo en …': los límites de ingreso (docs/architecture.md#sign-in-limits)",
            retryAfter: true,
          },
          503: OCUPADO,
        },
      }),
      jsonBody(loginSchema),
      async (c) => {
        const { email, password } = c.req.valid('json')
        // Read first only to check a device proof: a refusal stays as cheap as it was.
        const known = proofAccountIds(c).length > 0 ? await findUserByEmail(db, email) : undefined
        const device = known ? deviceProofFor(c, await serverSecret(), known) : null
        const attempt = await loginThrottle.begin(email, clientIp(c), device)
        if (attempt.refused) return tooMany(c, 'Demasiados intentos fallidos', attempt.retryAfter)
        const user = known ?? (await findUserByEmail(db, email))
        const check = passwords.verify(user?.passwordHash ?? null, password)
        if (!(await attempt.settle(check)) || !user) {
          const actor = { id: user?.id ?? null, email }
          audit.record({ actor, accion: 'ingreso-fallido', ip: clientIp(c), detalle: CON_CLAVE })
          return fail(c, 401, WRONG_CREDENTIALS)
        }
        audit.record({ actor: user, accion: 'ingreso', ip: clientIp(c), detalle: CON_CLAVE })
        return ok(c, await signIn(c, user), 'Bienvenid@')
      },
    )
    .post(
      '/signup',
      describe({
        id: 'registrarse',
        tag: 'cuenta',
        summary: 'Crear una cuenta (nivel 0), con contraseña o con el enlace de Google',
        description: `${SESION} Con \`googleId\` (lo que responde /oauth), la cuenta queda unida a Google con el email que Google verificó.`,
        access: 'public',
        answer: sessionResponseSchema,
        okDescription: "'Te registraste!'",
        errors: {
          400: "Un dato inválido, o 'El ingreso con Google venció: volvé a intentarlo'",
          409: "'Ya existe una cuenta con ese email' o esa cuenta de Google ya está registrada",
          429: { description: "'Demasiados intentos. Probá de nuevo en …'", retryAfter: true },
          503: OCUPADO,
        },
      }),
      jsonBody(signupSchema),
      async (c) => {
        const form = c.req.valid('json')
        const wait = await addressLimits.take('signup', clientIp(c))
        if (wait > 0) return tooMany(c, 'Demasiados intentos', wait)
        const link = form.googleId ? readGoogleLink(await serverSecret(), form.googleId) : null
        if (form.googleId) {
          if (!link) return fail(c, 400, 'El ingreso con Google venció: volvé a intentarlo')
          if (await findUserByGoogleId(db, link.sub)) {
            return fail(c, 409, 'Esa cuenta de Google ya está registrada: ingresá con Google')
          }
        }
        try {
          const user = await createUser(db, {
            // With Google, the email Google verified; the form's could be anyone's
            // (docs/decisions/0015).
            email: link?.email ?? form.email,
            emailVerificado: link !== null,
            nombre: form.nombre,
            apellido: form.apellido,
            passwordHash: await passwords.hash(form.password),
            googleId: link?.sub ?? null,
          })
          return ok(c, await signIn(c, user), 'Te registraste!')
        } catch (error) {
          if (error instanceof DuplicateEmailError) {
            return fail(c, 409, 'Ya existe una cuenta con ese email')
          }
          throw error
        }
      },
    )
    .post(
      '/oauth',
      describe({
        id: 'ingresarConGoogle',
        tag: 'cuenta',
        summary: 'Ingresar con la credencial de Google Identity Services',
        description: `Con una cuenta unida a esa cuenta de Google: ${SESION} Sin ella: \`preregistered: true\` y los datos para completar el registro ('Completá tu registro'), con el \`googleId\` firmado que pide /signup.`,
        access: 'public',
        answerBody: oauthResponseSchema,
        errors: {
          400: "Una credencial que falta o es muy larga, o 'El ingreso con Google no está habilitado'",
          401: "'No se pudo verificar tu cuenta de Google'",
          403: 'La cuenta de Google no tiene el email verificado',
          409: "'Ya existe una cuenta con ese email: ingresá con tu contraseña'",
          429: { description: "'Demasiados intentos. Probá de nuevo en …'", retryAfter: true },
        },
      }),
      jsonBody(oauthSchema),
      async (c) => {
        if (!google) return fail(c, 400, 'El ingreso con Google no está habilitado')
        // A browser that signed in before is not held back by its address's attempts.
        const wait = await addressLimits.take('oauth', clientIp(c), await anyDeviceProof(c))
        if (wait > 0) return tooMany(c, 'Demasiados intentos', wait)
        let profile
        try {
          profile = await google.verify(c.req.valid('json').token)
        } catch {
          return fail(c, 401, 'No se pudo verificar tu cuenta de Google')
        }
        const user = await findUserByGoogleId(db, profile.sub)
        if (user) {
          // An account of before Google's email was checked proves its email now.
          if (!user.emailVerificado && profile.emailVerified && profile.email === user.email) {
            await markEmailVerified(db, user.id)
          }
          audit.record({ actor: user, accion: 'ingreso', ip: clientIp(c), detalle: CON_GOOGLE })
          return ok(c, await signIn(c, user), 'Bienvenid@')
        }
        if (!profile.emailVerified) return fail(c, 403, GOOGLE_SIN_VERIFICAR)
        // Emails of password accounts are never verified: linking by email would hand the
        // account to whoever registered that address first (docs/decisions/0006).
        if (await findUserByEmail(db, profile.email)) {
          return fail(c, 409, 'Ya existe una cuenta con ese email: ingresá con tu contraseña')
        }
        return c.json({
          success: true as const,
          message: 'Completá tu registro',
          preregistered: true as const,
          response: {
            email: profile.email,
            nombre: profile.nombre,
            apellido: profile.apellido,
            googleId: signGoogleLink(await serverSecret(), profile),
          },
        })
      },
    )
    .post(
      '/auth',
      describe({
        id: 'sesionActual',
        tag: 'cuenta',
        summary: 'Los datos de la cuenta de la sesión',
        access: 'signedIn',
        answer: userDataSchema,
      }),
      requireLevel(0),
      (c) => ok(c, toUserData(c.get('user')!)),
    )
    .post(
      '/logout',
      describe({
        id: 'salir',
        tag: 'cuenta',
        summary: 'Cerrar esta sesión',
        access: 'signedIn',
        answer: v.null(),
        okDescription: "'Cerraste la sesión'",
      }),
      requireLevel(0),
      async (c) => {
        await sessions.delete(c.get('token')!)
        return ok(c, null, 'Cerraste la sesión')
      },
    )
    .get(
      '/config',
      describe({
        id: 'configuracionDeIngreso',
        tag: 'cuenta',
        summary: 'Si se puede ingresar con Google, y con qué cliente',
        access: 'public',
        answer: v.object({ googleClientId: v.nullable(v.string()) }),
      }),
      (c) => ok(c, { googleClientId: google?.clientId ?? null }),
    )
    .route(
      '/',
      cuentaRoutes({
        db,
        sessions,
        passwords,
        loginThrottle,
        audit,
        revokedDevices: deps.revokedDevices,
        deviceProofFor: async (c, user) => deviceProofFor(c, await serverSecret(), user),
        issueDeviceProof,
      }),
    )
}
