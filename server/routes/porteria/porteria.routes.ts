import { Hono } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import {
  checkinsBatchSchema,
  checkinsResultSchema,
  gateStatsSchema,
  rosterSchema,
  socioGateSchema,
} from '../../../src/domain/porteria/gate-api.ts'
import { qrKeysResponseSchema } from '../../../src/domain/carnet/qr-token.ts'
import { validate } from '../../../src/domain/validation.ts'
import type { Db } from '../../db/client.ts'
import { gatekeeper } from '../../lib/auth/auth.ts'
import { limitBody } from '../../lib/http/body-limit.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import type { QrKeys } from '../carnet/qr-keys.ts'
import { invalid, jsonBody } from '../../lib/http/validate.ts'
import { describe, documented } from '../../lib/http/openapi/describe.ts'
import type { CheckinBuffer } from './checkin-buffer.ts'
import { gateStats, recordCheckins } from './checkins.ts'
import type { GateKey } from './gate-key.ts'
import type { MemberCopy } from './member-copy.ts'
import type { RecentEntries } from './recent-entries.ts'
import type { RevokedDevices } from './validar-token/revoked-devices.ts'
import { gateRoster } from './roster.ts'
import type { SearchLimit } from './search-limit.ts'
import { socioParaUsuario } from './socio-view.ts'

export type GateDeps = {
  db: Db
  qrKeys: QrKeys
  memberCopy: MemberCopy
  checkins: CheckinBuffer
  recentEntries: RecentEntries
  revokedDevices: RevokedDevices
  gateKey: GateKey
  searchLimit: SearchLimit
  audit: AuditLog
}

export const GATE = {
  dniVacio: 'Por favor ingrese un número de documento',
  dniNoNumerico: 'El documento debe tener solo números',
  dniLargo: 'El documento tiene como máximo 8 números',
  noEncontrado: 'Socio no encontrado',
  demasiadasBusquedas: 'Demasiadas búsquedas por DNI: esperá un minuto y volvé a probar',
} as const

/** 'Buscar por DNI' (docs/product.md#buscar-por-dni): digits only, at most 8. */
const documentoSchema = v.object({
  documento: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(GATE.dniVacio),
    v.regex(/^\d+$/, GATE.dniNoNumerico),
    v.maxLength(8, GATE.dniLargo),
  ),
})
const documentoQuery = documented(
  validator('query', (value, c) => {
    const result = validate(documentoSchema, value)
    return result.success ? result.output : invalid(c, result.messages)
  }),
  'query',
  documentoSchema,
)

/**
 * The check-ins batch's own body limit, past the API's 64 KB: 500 check-ins with long keys,
 * reasons and device names take up to about 250 KB.
 */
export const CHECKINS_MAX_BYTES = 512 * 1024

export function gateRoutes(deps: GateDeps) {
  const { db, qrKeys, memberCopy, checkins, recentEntries, revokedDevices } = deps
  const { gateKey, searchLimit, audit } = deps
  return (
    new Hono<AppEnv>()
      .use(compressed)
      .get(
        '/keys',
        describe({
          id: 'clavesQr',
          tag: 'porteria',
          summary: 'Las claves públicas con que la portería verifica los QR sin conexión',
          description:
            '`Cache-Control: private, max-age=300`: se vuelven a pedir cuando un código nombra una clave desconocida.',
          access: 'gate',
          answer: qrKeysResponseSchema,
        }),
        gatekeeper,
        async (c) => {
          const keys = await qrKeys.list()
          // A gate may keep them for 5 minutes; it asks again when a token names an unknown kid.
          c.header('Cache-Control', 'private, max-age=300')
          return ok(c, { keys })
        },
      )
      // The check-ins an offline tablet recorded; safe to send again (keys are unique).
      .post(
        '/checkins',
        describe({
          id: 'enviarIngresos',
          tag: 'porteria',
          summary: 'Los ingresos que una tableta registró sin conexión (hasta 500)',
          description:
            'Se puede repetir: cada ingreso tiene su `key`, y uno ya recibido cuenta como repetido. Los de socios que no existen o con fechas imposibles se descartan (nunca un error). Hasta 512 KB.',
          access: 'gate',
          answer: checkinsResultSchema,
        }),
        gatekeeper,
        limitBody(CHECKINS_MAX_BYTES),
        jsonBody(checkinsBatchSchema),
        async (c) => {
          const batch = c.req.valid('json').checkins
          return ok(c, await recordCheckins(db, recentEntries, batch, c.get('user')!.id))
        },
      )
      .get(
        '/stats',
        describe({
          id: 'ingresosDeHoy',
          tag: 'porteria',
          summary: 'Los ingresos de hoy y los últimos',
          access: 'gate',
          answer: gateStatsSchema,
        }),
        noStore,
        gatekeeper,
        async (c) => ok(c, await gateStats(db, checkins)),
      )
      // Any cursor this server did not hand out gets the whole roster (completo: true).
      .get(
        '/roster',
        describe({
          id: 'padronDePorteria',
          tag: 'porteria',
          summary: 'El padrón que la tableta usa sin conexión: los socios cambiados desde `since`',
          description:
            'Sin `since`, o con uno que este servidor no dio, el padrón entero (`completo: true`).',
          access: 'gate',
          parameters: [
            {
              name: 'since',
              in: 'query',
              required: false,
              description: 'El `cursor` de la respuesta anterior',
              schema: { type: 'string' },
            },
          ],
          answer: rosterSchema,
        }),
        noStore,
        gatekeeper,
        async (c) =>
          ok(
            c,
            await gateRoster(db, { recentEntries, revokedDevices, gateKey }, c.req.query('since')),
          ),
      )
      // Searching is not entering: no check-in is recorded.
      .get(
        '/socio',
        describe({
          id: 'buscarPorDni',
          tag: 'porteria',
          summary: 'Un socio por su DNI, en la portería (no registra un ingreso)',
          description:
            'El departamento `control` recibe lo que la portería necesita; un administrador, la ficha entera. Queda en el registro de actividad (quién buscó a quién, nunca el número).',
          access: 'gate',
          answer: socioGateSchema,
          errors: {
            404: `'${GATE.noEncontrado}'`,
            429: { description: `'${GATE.demasiadasBusquedas}'`, retryAfter: true },
          },
        }),
        noStore,
        gatekeeper,
        documentoQuery,
        async (c) => {
          const user = c.get('user')!
          const retryAfter = searchLimit.take(user.id)
          if (retryAfter > 0) {
            c.header('Retry-After', String(retryAfter))
            return fail(c, 429, GATE.demasiadasBusquedas)
          }
          const socio = await memberCopy.porDocumento(c.req.valid('query').documento)
          // Who looked whom up, not the number typed (docs/decisions/0021).
          const detalle = { socioId: socio?.id ?? null }
          audit.record({ actor: user, accion: 'busqueda-dni', ip: clientIp(c), detalle })
          if (!socio) return fail(c, 404, GATE.noEncontrado)
          return ok(c, socioParaUsuario(user, socio, memberCopy.cuotas(socio, Date.now()), {}))
        },
      )
  )
}
