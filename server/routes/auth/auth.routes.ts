import { Hono } from 'hono'
import { loginSchema, oauthSchema, signupSchema } from '../../../src/domain/auth.ts'
import type { Db } from '../../db/client.ts'
import { requireLevel } from '../../lib/auth.ts'
import { clientIp } from '../../lib/client-ip.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { jsonBody } from '../../lib/validate.ts'
import { jsonBodyLimit } from '../../lib/body-limit.ts'
import { compressed } from '../../lib/compression.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { createSession, type SessionStore } from '../../lib/session-store.ts'
import {
  createUser,
  DuplicateEmailError,
  findUserByEmail,
  findUserByGoogleId,
  toUserData,
  type UserRow,
} from '../../lib/users.ts'
import { readGoogleLink, signGoogleLink, type GoogleVerifier } from './google.ts'
import { clearLoginFailures, registerLoginAttempt } from './login-throttle.ts'

const WRONG_CREDENTIALS = 'Email o contraseña incorrectos'

export type AuthDeps = {
  db: Db
  sessions: SessionStore
  serverSecret: () => Promise<Buffer>
  google: { clientId: string; verify: GoogleVerifier } | null
}

export function authRoutes({ db, sessions, serverSecret, google }: AuthDeps) {
  const signIn = async (user: UserRow, userAgent: string | undefined) => ({
    token: await createSession(db, user.id, userAgent),
    userData: toUserData(user),
  })

  return new Hono<AppEnv>()
    .use(compressed)
    .use(jsonBodyLimit)
    .post('/login', jsonBody(loginSchema), async (c) => {
      const { email, password } = c.req.valid('json')
      const retryAfter = await registerLoginAttempt(db, email, clientIp(c))
      if (retryAfter > 0) {
        c.header('Retry-After', String(retryAfter))
        const minutes = Math.ceil(retryAfter / 60)
        return fail(
          c,
          429,
          `Demasiados intentos fallidos. Probá de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
        )
      }
      const user = await findUserByEmail(db, email)
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        return fail(c, 401, WRONG_CREDENTIALS)
      }
      await clearLoginFailures(db, email)
      return ok(c, await signIn(user, c.req.header('User-Agent')), 'Bienvenid@')
    })
    .post('/signup', jsonBody(signupSchema), async (c) => {
      const form = c.req.valid('json')
      let googleId: string | null = null
      if (form.googleId) {
        googleId = readGoogleLink(await serverSecret(), form.googleId)
        if (!googleId) return fail(c, 400, 'El ingreso con Google venció: volvé a intentarlo')
        if (await findUserByGoogleId(db, googleId)) {
          return fail(c, 409, 'Esa cuenta de Google ya está registrada: ingresá con Google')
        }
      }
      try {
        const user = await createUser(db, {
          email: form.email,
          nombre: form.nombre,
          apellido: form.apellido,
          passwordHash: await hashPassword(form.password),
          googleId,
        })
        return ok(c, await signIn(user, c.req.header('User-Agent')), 'Te registraste!')
      } catch (error) {
        if (error instanceof DuplicateEmailError) {
          return fail(c, 409, 'Ya existe una cuenta con ese email')
        }
        throw error
      }
    })
    .post('/oauth', jsonBody(oauthSchema), async (c) => {
      if (!google) return fail(c, 400, 'El ingreso con Google no está habilitado')
      let profile
      try {
        profile = await google.verify(c.req.valid('json').token)
      } catch {
        return fail(c, 401, 'No se pudo verificar tu cuenta de Google')
      }
      const user = await findUserByGoogleId(db, profile.sub)
      if (user) return ok(c, await signIn(user, c.req.header('User-Agent')), 'Bienvenid@')
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
          googleId: signGoogleLink(await serverSecret(), profile.sub),
        },
      })
    })
    .post('/auth', requireLevel(0), (c) => ok(c, toUserData(c.get('user')!)))
    .post('/logout', requireLevel(0), async (c) => {
      await sessions.delete(c.get('token')!)
      return ok(c, null, 'Cerraste la sesión')
    })
    .get('/config', (c) => ok(c, { googleClientId: google?.clientId ?? null }))
}
