import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  passwordChangeSchema,
  passwordResetSchema,
  sessionResponseSchema,
} from '../../../src/domain/cuenta/auth.ts'
import type { Db } from '../../db/client.ts'
import { pushSubscriptions } from '../../db/schema/push.ts'
import { users } from '../../db/schema/cuenta.ts'
import { revokeAccountDevices } from './account-devices.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import type { PasswordHasher } from '../../lib/auth/passwords.ts'
import { createSession, revokeSessions, type SessionStore } from '../../lib/auth/session-store.ts'
import { toUserData, type UserRow } from '../../lib/auth/users.ts'
import { jsonBody } from '../../lib/http/validate.ts'
import { describe } from '../../lib/http/openapi/describe.ts'
import type { DeviceProof } from './device-proof.ts'
import type { LoginThrottle } from './login-throttle.ts'
import { resetTokenUsable, useResetToken } from './password-resets.ts'
import { tooMany } from './too-many.ts'

export const RESET_LINK_SPENT = 'El enlace para cambiar la contraseña ya se usó o venció'

/**
 * The account's own sessions and password (docs/product.md#api-auth): sign out everywhere,
 * change the password, set a new one with a reset link. Each ends the account's card devices
 * with its sessions (routes/cuenta/account-devices.ts). Mounted by auth.routes.ts, whose body limit and
 * compression apply.
 */
type CuentaDeps = {
  db: Db
  audit: AuditLog
  sessions: SessionStore
  passwords: PasswordHasher
  loginThrottle: LoginThrottle
  revokedDevices: { refresh(): Promise<void> }
  deviceProofFor: (c: Context, user: UserRow) => Promise<DeviceProof | null>
  issueDeviceProof: (c: Context, user: UserRow) => Promise<void>
}

/** Too much password work waiting (ServerBusyError). */
const OCUPADO = {
  description: "'El servidor está ocupado, probá de nuevo en unos segundos'",
  retryAfter: true,
} as const

export function cuentaRoutes(deps: CuentaDeps) {
  const { db, sessions, passwords, loginThrottle, audit, revokedDevices } = deps
  return new Hono<AppEnv>()
    .post(
      '/logoutAll',
      describe({
        id: 'salirDeTodos',
        tag: 'cuenta',
        summary: 'Cerrar todas las sesiones de la cuenta',
        description:
          'También quita los teléfonos con el carnet y las suscripciones a notificaciones de la cuenta.',
        access: 'signedIn',
        answer: v.null(),
        okDescription: "'Cerraste la sesión en todos los dispositivos'",
      }),
      requireLevel(0),
      async (c) => {
        const user = c.get('user')!
        await revokeAccountDevices(db, user)
        await sessions.revokeUser(user.id)
        await revokedDevices.refresh()
        // The way to stop a lost phone: it must not go on getting the member's notifications.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))
        audit.record({ actor: user, accion: 'sesiones-cerradas', ip: clientIp(c) })
        return ok(c, null, 'Cerraste la sesión en todos los dispositivos')
      },
    )
    .post(
      '/password',
      describe({
        id: 'cambiarClave',
        tag: 'cuenta',
        summary: 'Cambiar la contraseña',
        description:
          'Cierra las otras sesiones de la cuenta y sus teléfonos con el carnet; esta sigue, con una cookie `dispositivo` nueva.',
        access: 'signedIn',
        answer: v.null(),
        okDescription: "'Cambiaste tu contraseña'",
        errors: {
          400: "Un dato inválido o 'La contraseña actual no es correcta'",
          429: {
            description: "'Demasiados intentos fallidos. Probá de nuevo en …'",
            retryAfter: true,
          },
          503: OCUPADO,
        },
      }),
      requireLevel(0),
      jsonBody(passwordChangeSchema),
      async (c) => {
        const user = c.get('user')!
        const { actual, nueva } = c.req.valid('json')
        // A stolen session must not become a way to guess the password: as many tries as
        // signing in allows (docs/decisions/0016).
        const device = await deps.deviceProofFor(c, user)
        const attempt = await loginThrottle.begin(user.email, clientIp(c), device)
        if (attempt.refused) return tooMany(c, 'Demasiados intentos fallidos', attempt.retryAfter)
        if (!(await attempt.settle(passwords.verify(user.passwordHash, actual)))) {
          return fail(c, 400, 'La contraseña actual no es correcta')
        }
        const passwordHash = await passwords.hash(nueva)
        await db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
          await revokeSessions(tx, user.id, c.get('token')!)
          await revokeAccountDevices(tx, user, c.get('token')!)
        })
        // Every entry, this session's too: its cached row holds the old password's hash.
        sessions.forgetUser(user.id)
        await revokedDevices.refresh()
        // The new password voided this browser's proof with the others: it gets a new one.
        await deps.issueDeviceProof(c, { ...user, passwordHash })
        const detalle = { metodo: 'cambio' }
        audit.record({ actor: user, accion: 'clave-cambiada', ip: clientIp(c), detalle })
        return ok(c, null, 'Cambiaste tu contraseña')
      },
    )
    .post(
      '/reset',
      describe({
        id: 'nuevaClaveConEnlace',
        tag: 'cuenta',
        summary: 'Elegir una contraseña nueva con el enlace de un solo uso',
        description:
          'Cierra las otras sesiones de la cuenta y responde una nueva, con la cookie `dispositivo`.',
        access: 'public',
        answer: sessionResponseSchema,
        okDescription: "'Cambiaste tu contraseña'",
        errors: {
          400: `Un dato inválido o '${RESET_LINK_SPENT}'`,
          503: OCUPADO,
        },
      }),
      jsonBody(passwordResetSchema),
      async (c) => {
        const { token, nueva } = c.req.valid('json')
        // Checked before hashing: a made-up token costs no argon2 run.
        if (!(await resetTokenUsable(db, token))) return fail(c, 400, RESET_LINK_SPENT)
        const user = await useResetToken(db, token, await passwords.hash(nueva))
        if (!user) return fail(c, 400, RESET_LINK_SPENT)
        sessions.forgetUser(user.id)
        await revokedDevices.refresh()
        const detalle = { metodo: 'enlace' }
        audit.record({ actor: user, accion: 'clave-cambiada', ip: clientIp(c), detalle })
        const session = await createSession(db, user.id, c.req.header('User-Agent'))
        await deps.issueDeviceProof(c, user)
        return ok(c, { token: session, userData: toUserData(user) }, 'Cambiaste tu contraseña')
      },
    )
}
