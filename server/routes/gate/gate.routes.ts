import { Hono } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { checkinsBatchSchema } from '../../../src/domain/gate-api.ts'
import { validate } from '../../../src/domain/validation.ts'
import type { Db } from '../../db/client.ts'
import { gatekeeper } from '../../lib/auth.ts'
import { limitBody } from '../../lib/body-limit.ts'
import { compressed } from '../../lib/compression.ts'
import type { AuditLog } from '../../lib/audit-log.ts'
import { clientIp } from '../../lib/client-ip.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { noStore } from '../../lib/no-store.ts'
import type { QrKeys } from '../../lib/qr-keys.ts'
import { invalid, jsonBody } from '../../lib/validate.ts'
import type { CheckinBuffer } from './checkin-buffer.ts'
import { gateStats, recordCheckins } from './checkins.ts'
import type { GateKey } from './gate-key.ts'
import type { MemberCopy } from './member-copy.ts'
import type { RecentEntries } from './recent-entries.ts'
import type { RevokedDevices } from './revoked-devices.ts'
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
const documentoQuery = validator('query', (value, c) => {
  const schema = v.object({
    documento: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(GATE.dniVacio),
      v.regex(/^\d+$/, GATE.dniNoNumerico),
      v.maxLength(8, GATE.dniLargo),
    ),
  })
  const result = validate(schema, value)
  return result.success ? result.output : invalid(c, result.messages)
})

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
      .get('/keys', gatekeeper, async (c) => {
        const keys = await qrKeys.list()
        // A gate may keep them for 5 minutes; it asks again when a token names an unknown kid.
        c.header('Cache-Control', 'private, max-age=300')
        return ok(c, { keys })
      })
      // The check-ins an offline tablet recorded; safe to send again (keys are unique).
      .post(
        '/checkins',
        gatekeeper,
        limitBody(CHECKINS_MAX_BYTES),
        jsonBody(checkinsBatchSchema),
        async (c) => {
          const batch = c.req.valid('json').checkins
          return ok(c, await recordCheckins(db, recentEntries, batch, c.get('user')!.id))
        },
      )
      .get('/stats', noStore, gatekeeper, async (c) => ok(c, await gateStats(db, checkins)))
      // Any cursor this server did not hand out gets the whole roster (completo: true).
      .get('/roster', noStore, gatekeeper, async (c) =>
        ok(
          c,
          await gateRoster(db, { recentEntries, revokedDevices, gateKey }, c.req.query('since')),
        ),
      )
      // Searching is not entering: no check-in is recorded.
      .get('/socio', noStore, gatekeeper, documentoQuery, async (c) => {
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
      })
  )
}
