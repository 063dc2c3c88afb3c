import { Hono } from 'hono'
import * as v from 'valibot'
import { hoyDelClub } from '../../../src/domain/fecha.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { AuditLog } from '../../lib/audit-log.ts'
import { requireLevel } from '../../lib/auth.ts'
import { limitBody } from '../../lib/body-limit.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { compressed } from '../../lib/compression.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { MAX_IMAGE_BYTES } from '../../lib/images.ts'
import { invalid } from '../../lib/validate.ts'
import { ALTA } from './alta-form.ts'
import { IDEMPOTENCY_KEY } from './idempotency.ts'
import { findPersona } from './persona-lookup.ts'
import { registrarSocio, type AltaDeps } from './socio-alta.ts'

/** Three photos of up to 10 MB each, the JSON parts and the multipart framing. */
export const ADD_SOCIO_MAX_BYTES = 3 * MAX_IMAGE_BYTES + 2 * 1024 * 1024

const documentoSchema = v.pipe(
  v.string('Falta el documento'),
  v.transform((d) => d.replace(/\D/g, '')),
  v.regex(/^\d{6,8}$/, 'El documento debe tener entre 6 y 8 números'),
)

const admin = requireLevel(LEVEL.administrador)

/**
 * POST /socios/addSocio (docs/product.md#api-alta): an administrator registers a member; GET
 * /socios/getPersonas looks up a person already on file by documento to fill the form. An
 * existing account raised to member is recorded in the activity log ('nivel-cambiado').
 */
export function altaRoutes(
  deps: AltaDeps & { purgeOldKeys: () => Promise<void>; audit: AuditLog },
) {
  const { purgeOldKeys, audit } = deps
  return new Hono<AppEnv>()
    .get('/getPersonas', compressed, admin, async (c) => {
      const documento = v.safeParse(documentoSchema, c.req.query('documento'))
      if (!documento.success)
        return invalid(
          c,
          documento.issues.map((i) => i.message),
        )
      const persona = await findPersona(deps.db, documento.output)
      return persona ? ok(c, persona) : fail(c, 404, 'Persona no encontrada')
    })
    .post('/addSocio', compressed, admin, limitBody(ADD_SOCIO_MAX_BYTES), async (c) => {
      const key = c.req.header('Idempotency-Key')
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
        return fail(c, 400, 'Idempotency-Key inválida: de 8 a 100 letras, números, - o _')
      const user = c.get('user')!
      const result = await registrarSocio(deps, {
        readForm: () => c.req.formData().catch(() => null),
        userId: user.id,
        idempotencyKey: key ?? null,
        hoy: hoyDelClub(),
      })
      switch (result.kind) {
        case 'ok':
          if (result.nivelCambiado) {
            const detalle = { ...result.nivelCambiado, socio: result.response.id }
            audit.record({ actor: user, accion: 'nivel-cambiado', ip: clientIp(c), detalle })
          }
          await purgeOldKeys()
          return ok(c, result.response, ALTA.registrado)
        case 'replay':
          c.header('Idempotent-Replayed', 'true')
          return c.json(result.stored.body as object, result.stored.status)
        case 'invalid':
          return invalid(c, result.messages)
        case 'fail':
          return fail(c, result.status, result.message)
      }
    })
}
