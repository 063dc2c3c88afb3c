import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import { passwordChangeSchema, passwordResetSchema } from '../../../src/domain/auth.ts'
import type { Db } from '../../db/client.ts'
import { pushSubscriptions, users } from '../../db/schema.ts'
import { revokeAccountDevices } from '../../lib/account-devices.ts'
import { requireLevel } from '../../lib/auth.ts'
import type { AuditLog } from '../../lib/audit-log.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { clientIp } from '../../lib/client-ip.ts'
import type { PasswordHasher } from '../../lib/passwords.ts'
import { createSession, revokeSessions, type SessionStore } from '../../lib/session-store.ts'
import { toUserData, type UserRow } from '../../lib/users.ts'
import { jsonBody } from '../../lib/validate.ts'
import type { DeviceProof } from './device-proof.ts'
import type { LoginThrottle } from './login-throttle.ts'
import { resetTokenUsable, useResetToken } from './password-resets.ts'
import { tooMany } from './too-many.ts'

export const RESET_LINK_SPENT = 'El enlace para cambiar la contraseña ya se usó o venció'

/**
 * The account's own sessions and password (docs/product.md#api-auth): sign out everywhere,
 * change the password, set a new one with a reset link. Each ends the account's card devices
 * with its sessions (lib/account-devices.ts). Mounted by auth.routes.ts, whose body limit and
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

export function cuentaRoutes(deps: CuentaDeps) {
  const { db, sessions, passwords, loginThrottle, audit, revokedDevices } = deps
  return new Hono<AppEnv>()
    .post('/logoutAll', requireLevel(0), async (c) => {
      const user = c.get('user')!
      await revokeAccountDevices(db, user)
      await sessions.revokeUser(user.id)
      await revokedDevices.refresh()
      // The way to stop a lost phone: it must not go on getting the member's notifications.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))
      audit.record({ actor: user, accion: 'sesiones-cerradas', ip: clientIp(c) })
      return ok(c, null, 'Cerraste la sesión en todos los dispositivos')
    })
    .post('/password', requireLevel(0), jsonBody(passwordChangeSchema), async (c) => {
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
    })
    .post('/reset', jsonBody(passwordResetSchema), async (c) => {
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
    })
}
