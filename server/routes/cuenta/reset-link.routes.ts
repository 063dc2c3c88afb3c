import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { resetLinkSchema } from '../../../src/domain/cuenta/auth.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { socios } from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import { pathId } from '../../lib/http/validate.ts'
import { describe, idParam } from '../../lib/http/openapi/describe.ts'
import { createResetToken } from './password-resets.ts'

export const RESET_LINK = {
  idInvalido: 'Número de socio inválido',
  noEncontrado: 'Socio no encontrado',
  sinCuenta: 'El socio no tiene una cuenta para ingresar',
  administrador: 'Una cuenta de administración cambia su contraseña desde Mi Cuenta',
  creado: 'Enlace creado: sirve una vez, durante 24 horas',
  sinUrlPublica:
    'No se puede crear el enlace: falta configurar la dirección pública del club (PUBLIC_URL) en el servidor',
} as const

/**
 * POST /socios/{id}/reset-link: a one-time link for the member's account to set a new
 * password, made at the desk (docs/product.md#api-socios, docs/architecture.md#reset-link).
 * Absolute with PUBLIC_URL; without it, on the request's origin, but never in production:
 * that origin comes from the Host header the client writes, and a forged one would send the
 * member's token to another site. It lets the desk take over the account, so it is recorded
 * in the activity log, without the token or the link.
 */
export function resetLinkRoutes({
  db,
  publicUrl,
  production,
  audit,
}: {
  db: Db
  publicUrl: string | undefined
  production: boolean
  audit: AuditLog
}) {
  return new Hono<AppEnv>().post(
    '/:id/reset-link',
    describe({
      id: 'crearEnlaceClave',
      tag: 'cuenta',
      summary: 'Un enlace de un solo uso para que la cuenta de un socio elija otra contraseña',
      description:
        'Vale 24 horas. Queda en el registro de actividad, sin el token ni el enlace. `Cache-Control: no-store`.',
      access: 'admin',
      parameters: [idParam('id', 'El número de socio')],
      answer: resetLinkSchema,
      okDescription: "'Enlace creado: sirve una vez, durante 24 horas'",
      errors: {
        400: "'Número de socio inválido'",
        403: "'Una cuenta de administración cambia su contraseña desde Mi Cuenta'",
        404: "'Socio no encontrado' o 'El socio no tiene una cuenta para ingresar'",
        503: 'En producción sin PUBLIC_URL: no se puede armar el enlace',
      },
    }),
    compressed,
    jsonBodyLimit,
    noStore,
    requireLevel(LEVEL.administrador),
    async (c) => {
      const id = pathId(c.req.param('id'))
      if (id === null) return fail(c, 400, RESET_LINK.idInvalido)
      const origin = publicUrl ?? (production ? null : new URL(c.req.url).origin)
      if (origin === null) return fail(c, 503, RESET_LINK.sinUrlPublica)
      const [socio] = await db
        .select({ cuenta: users.id, level: users.level })
        .from(socios)
        .leftJoin(users, eq(users.socioId, socios.id))
        .where(eq(socios.id, id))
      if (!socio) return fail(c, 404, RESET_LINK.noEncontrado)
      if (socio.cuenta === null) return fail(c, 404, RESET_LINK.sinCuenta)
      // One administrator may not take over another's account, and its audit trail.
      if (socio.level! >= LEVEL.administrador) return fail(c, 403, RESET_LINK.administrador)
      const admin = c.get('user')!
      const { token, expiresAt } = await createResetToken(db, socio.cuenta, admin.id)
      const detalle = { socio: id, cuenta: socio.cuenta }
      audit.record({ actor: admin, accion: 'enlace-clave-creado', ip: clientIp(c), detalle })
      const url = `${origin}/auth/nueva-clave?token=${token}`
      return ok(c, { url, vence: expiresAt.toISOString() }, RESET_LINK.creado)
    },
  )
}
