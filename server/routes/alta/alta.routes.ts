import { Hono } from 'hono'
import * as v from 'valibot'
import { altaSocioResponseSchema } from '../../../src/domain/alta/alta-socio.ts'
import { hoyDelClub } from '../../../src/domain/fecha.ts'
import { personaLookupSchema } from '../../../src/domain/socios/socios-api.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { limitBody } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { MAX_IMAGE_BYTES } from '../../lib/uploads/images.ts'
import { describe } from '../../lib/http/openapi/describe.ts'
import { invalid } from '../../lib/http/validate.ts'
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
    .get(
      '/getPersonas',
      describe({
        id: 'buscarPersona',
        tag: 'alta',
        summary: 'Una persona ya registrada, por su documento, para completar el alta',
        access: 'admin',
        parameters: [
          {
            name: 'documento',
            in: 'query',
            required: true,
            description: 'El DNI: de 6 a 8 números (se ignoran puntos y espacios)',
            schema: { type: 'string', maxLength: 20 },
          },
        ],
        answer: personaLookupSchema,
        errors: {
          400: "'Falta el documento' o 'El documento debe tener entre 6 y 8 números'",
          404: "'Persona no encontrada'",
        },
      }),
      compressed,
      admin,
      async (c) => {
        const documento = v.safeParse(documentoSchema, c.req.query('documento'))
        if (!documento.success)
          return invalid(
            c,
            documento.issues.map((i) => i.message),
          )
        const persona = await findPersona(deps.db, documento.output)
        return persona ? ok(c, persona) : fail(c, 404, 'Persona no encontrada')
      },
    )
    .post(
      '/addSocio',
      describe({
        id: 'altaSocio',
        tag: 'alta',
        summary: 'Registrar un socio: sus datos, sus responsables y sus fotos',
        description:
          'Un formulario multipart: `socio` (JSON de sus datos), `responsables` (JSON, una lista) y hasta tres archivos `archivos`, nombrados fotoSocio.jpg, documentoFrente.jpg y documentoDorso.jpg, de hasta 10 MB cada uno. Con `Idempotency-Key`, repetir el pedido responde lo mismo que la primera vez, con `Idempotent-Replayed: true`.',
        access: 'admin',
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: 'De 8 a 100 letras, números, - o _ (un UUID sirve)',
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['socio'],
                properties: {
                  socio: { type: 'string', description: 'Los datos del socio, en JSON' },
                  responsables: {
                    type: 'string',
                    description: 'Los responsables, una lista en JSON',
                  },
                  archivos: {
                    type: 'array',
                    items: { type: 'string', contentMediaType: 'image/jpeg' },
                    maxItems: 3,
                  },
                },
              },
            },
          },
        },
        answer: altaSocioResponseSchema,
        okDescription: "'Socio registrado exitosamente'",
        errors: {
          400: "Datos inválidos: el primer mensaje y todos en `errors` ('Datos del socio inválidos', 'Idempotency-Key inválida: …')",
          409: "'Socio ya registrado', 'Ya existe una cuenta con ese email', 'Clave de idempotencia en uso' o un documento de otra persona",
          413: "'La solicitud es demasiado grande', o una foto de más de 10 MB",
          415: "Una foto que no es una imagen válida: '<foto>: por favor selecciona un archivo de imagen válido'",
          503: {
            description:
              "'El servidor está ocupado, probá de nuevo en unos segundos' (la contraseña de la cuenta del socio espera su turno)",
            retryAfter: true,
          },
        },
      }),
      compressed,
      admin,
      limitBody(ADD_SOCIO_MAX_BYTES),
      async (c) => {
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
      },
    )
}
