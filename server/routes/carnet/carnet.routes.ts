import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  generarTokenBodySchema,
  generarTokenResponseSchema,
} from '../../../src/domain/carnet/qr-token.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { socios } from '../../db/schema/socios.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import type { QrKeys } from './qr-keys.ts'
import { SOCIO_INACTIVO } from '../socios/socio-activo.ts'
import { jsonBody } from '../../lib/http/validate.ts'
import { describe } from '../../lib/http/openapi/describe.ts'

export const GENERAR_TOKEN = {
  sinPermiso: 'No tenés permiso para generar este código',
  noEncontrado: 'Socio no encontrado',
  inactivo: SOCIO_INACTIVO,
} as const

/**
 * POST /socios/generarToken {id}: the member's QR token (docs/product.md#api-carnet,
 * docs/architecture.md#qr-token). A member asks only for their own; an administrator for
 * any active member.
 */
export function carnetRoutes({ db, qrKeys }: { db: Db; qrKeys: QrKeys }) {
  return new Hono<AppEnv>().post(
    '/generarToken',
    describe({
      id: 'generarTokenQr',
      tag: 'carnet',
      summary: 'Un código QR firmado para el carnet de un socio (vale 5 minutos)',
      description:
        'Un socio pide el suyo; un administrador, el de cualquier socio activo. `Cache-Control: no-store`.',
      access: 'member',
      answer: generarTokenResponseSchema,
      errors: {
        403: "'No tenés permiso para generar este código' (otro socio) o el socio no está activo",
        404: "'Socio no encontrado'",
      },
    }),
    compressed,
    jsonBodyLimit,
    noStore,
    requireLevel(LEVEL.socio),
    jsonBody(generarTokenBodySchema),
    async (c) => {
      const user = c.get('user')!
      const { id } = c.req.valid('json')
      if (user.level < LEVEL.administrador && user.socioId !== id) {
        return fail(c, 403, GENERAR_TOKEN.sinPermiso)
      }
      const [socio] = await db
        .select({ estado: socios.estado })
        .from(socios)
        .where(eq(socios.id, id))
      if (!socio) return fail(c, 404, GENERAR_TOKEN.noEncontrado)
      if (socio.estado !== 'Activo') return fail(c, 403, GENERAR_TOKEN.inactivo)
      return ok(c, await qrKeys.issue(id))
    },
  )
}
