import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { DB_INTEGER_MAX } from '../../../src/domain/db-limits.ts'
import {
  certificadoRespuestaSchema,
  DISPOSITIVO_MENSAJE,
  dispositivoAltaSchema,
  dispositivoApodoSchema,
  dispositivosListSchema,
} from '../../../src/domain/dispositivos/dispositivos.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { socios } from '../../db/schema/socios.ts'
import type { AuditEntry, AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import type { QrKeys } from '../carnet/qr-keys.ts'
import { sessionIdOf, type SessionStore } from '../../lib/auth/session-store.ts'
import { SOCIO_INACTIVO } from '../socios/socio-activo.ts'
import { jsonBody, pathId, queryParams } from '../../lib/http/validate.ts'
import { describe, idParam } from '../../lib/http/openapi/describe.ts'
import { registrarDispositivo } from './dispositivo-alta.ts'
import { renombrarDispositivo } from './dispositivo-apodo.ts'
import { quitarDispositivo } from './dispositivo-baja.ts'
import { listDispositivos } from './dispositivos-list.ts'

const SOCIO_INVALIDO = 'Número de socio inválido'
const SIN_PERMISO = 'No tenés permiso para ver los dispositivos de otro socio'

const listaQuerySchema = v.object({
  socio: v.optional(
    v.pipe(
      v.string(SOCIO_INVALIDO),
      v.regex(/^[1-9]\d{0,9}$/, SOCIO_INVALIDO),
      v.transform(Number),
      v.maxValue(DB_INTEGER_MAX, SOCIO_INVALIDO),
    ),
  ),
})

const member = requireLevel(LEVEL.socio)
const idDispositivo = idParam('id', 'El número del dispositivo')

/** A member's account: one without a socio record has no card to put on a phone. */
const conSocio = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user')?.socioId == null) return fail(c, 403, DISPOSITIVO_MENSAJE.sinSocio)
  await next()
})

export type DispositivosDeps = {
  db: Db
  qrKeys: QrKeys
  audit: AuditLog
  /** This process's sessions: a removed device's session leaves them at once. */
  sessions: SessionStore
  /** How many days a certificate lasts (DEVICE_CERT_DAYS). */
  deviceCertDays: number
  /** The gate's list of revoked devices (app-services.ts), read again at a removal. */
  revokedDevices: { refresh(): Promise<void> }
}

/**
 * The phones that show a member's card (docs/product.md#api-dispositivos): register or
 * renew one with its public key (its certificate, docs/architecture.md#device-token), list
 * them, name one, and remove one; an administrator lists and removes any member's.
 */
export function dispositivosRoutes({
  db,
  qrKeys,
  audit,
  sessions,
  deviceCertDays,
  revokedDevices,
}: DispositivosDeps) {
  const record = (
    c: Context<AppEnv>,
    accion: AuditEntry['accion'],
    detalle: AuditEntry['detalle'],
  ) => audit.record({ actor: c.get('user'), accion, ip: clientIp(c), detalle })

  return new Hono<AppEnv>()
    .use(compressed, jsonBodyLimit, noStore)
    .post(
      '/',
      describe({
        id: 'registrarDispositivo',
        tag: 'dispositivos',
        summary: 'Registrar o renovar el teléfono que muestra el carnet, con su clave pública',
        description:
          'Responde el certificado del teléfono, firmado por el servidor (docs/architecture.md#device-token). Un socio tiene hasta 3 teléfonos. `Cache-Control: no-store`.',
        access: 'member',
        answer: certificadoRespuestaSchema,
        okDescription: "'Dispositivo registrado'",
        errors: {
          400: `Un dato inválido o '${DISPOSITIVO_MENSAJE.clave}'`,
          403: `'${DISPOSITIVO_MENSAJE.sinSocio}', o el socio no está activo`,
          409: `'${DISPOSITIVO_MENSAJE.maximo}'`,
        },
      }),
      member,
      conSocio,
      jsonBody(dispositivoAltaSchema),
      async (c) => {
        const user = c.get('user')!
        const socioId = user.socioId!
        const [socio] = await db
          .select({ estado: socios.estado })
          .from(socios)
          .where(eq(socios.id, socioId))
        if (!socio) return fail(c, 403, DISPOSITIVO_MENSAJE.sinSocio)
        if (socio.estado !== 'Activo') return fail(c, 403, SOCIO_INACTIVO)
        const result = await registrarDispositivo(db, qrKeys, {
          socioId,
          userId: user.id,
          sessionId: await sessionIdOf(db, c.get('token')!),
          alta: c.req.valid('json'),
          dias: deviceCertDays,
        })
        if (result.kind === 'error') return fail(c, result.status, result.message)
        if (result.nuevo) {
          record(c, 'dispositivo-registrado', {
            socio: socioId,
            dispositivo: result.id,
            nombre: result.nombre,
            alg: result.alg,
          })
        }
        const { id, certificado, validoHasta } = result
        return ok(
          c,
          { id, certificado, validoHasta: validoHasta.toISOString() },
          DISPOSITIVO_MENSAJE.registrado,
        )
      },
    )
    .get(
      '/',
      describe({
        id: 'listarDispositivos',
        tag: 'dispositivos',
        summary: 'Los teléfonos con el carnet de un socio',
        description:
          'Los propios; un administrador, los de cualquier socio con `socio`. `Cache-Control: no-store`.',
        access: 'member',
        answer: dispositivosListSchema,
        errors: {
          403: `'${DISPOSITIVO_MENSAJE.sinSocio}' o '${SIN_PERMISO}'`,
        },
      }),
      member,
      queryParams(listaQuerySchema),
      async (c) => {
        const user = c.get('user')!
        const pedido = c.req.valid('query').socio
        const socioId = pedido ?? user.socioId
        if (socioId == null) return fail(c, 403, DISPOSITIVO_MENSAJE.sinSocio)
        if (user.level < LEVEL.administrador && socioId !== user.socioId) {
          return fail(c, 403, SIN_PERMISO)
        }
        const sessionId = await sessionIdOf(db, c.get('token')!)
        return ok(c, await listDispositivos(db, socioId, sessionId))
      },
    )
    .patch(
      '/:id',
      describe({
        id: 'nombrarDispositivo',
        tag: 'dispositivos',
        summary: 'Darle un nombre a un teléfono propio',
        description:
          'Solo el socio nombra los suyos, también un administrador. `Cache-Control: no-store`.',
        access: 'member',
        parameters: [idDispositivo],
        answer: v.object({ id: v.number(), apodo: v.nullable(v.string()) }),
        okDescription: "'Nombre guardado'",
        errors: { 404: `'${DISPOSITIVO_MENSAJE.noExiste}'` },
      }),
      member,
      jsonBody(dispositivoApodoSchema),
      async (c) => {
        const user = c.get('user')!
        const id = pathId(c.req.param('id'))
        if (id === null || user.socioId == null) return fail(c, 404, DISPOSITIVO_MENSAJE.noExiste)
        // Only the member names their own phones, administrators included: the name is theirs.
        const apodo = c.req.valid('json').apodo || null
        const renombrado = await renombrarDispositivo(db, id, user.socioId, apodo)
        if (!renombrado) return fail(c, 404, DISPOSITIVO_MENSAJE.noExiste)
        return ok(c, renombrado, DISPOSITIVO_MENSAJE.renombrado)
      },
    )
    .delete(
      '/:id',
      describe({
        id: 'quitarDispositivo',
        tag: 'dispositivos',
        summary: 'Quitar un teléfono: deja de mostrar el carnet y su sesión termina',
        description:
          'Uno propio; un administrador, el de cualquier socio. La portería rechaza sus códigos enseguida. `Cache-Control: no-store`.',
        access: 'member',
        parameters: [idDispositivo],
        answer: v.object({ id: v.number() }),
        okDescription: "'Dispositivo quitado'",
        errors: { 404: `'${DISPOSITIVO_MENSAJE.noExiste}'` },
      }),
      member,
      async (c) => {
        const user = c.get('user')!
        const id = pathId(c.req.param('id'))
        const admin = user.level >= LEVEL.administrador
        // A member without a socio record has no devices: nothing of theirs to remove.
        if (id === null || (!admin && user.socioId == null)) {
          return fail(c, 404, DISPOSITIVO_MENSAJE.noExiste)
        }
        const quitado = await quitarDispositivo(
          db,
          id,
          admin ? null : user.socioId,
          c.get('token')!,
        )
        if (!quitado) return fail(c, 404, DISPOSITIVO_MENSAJE.noExiste)
        // The phone's next request gets 401 here at once; another process's, within 2 s.
        if (quitado.sesionTerminada) sessions.forgetSession(quitado.sesionTerminada)
        // This process's gate refuses the phone at once; should the read fail, within a minute.
        await revokedDevices.refresh().catch(() => undefined)
        record(c, 'dispositivo-quitado', {
          socio: quitado.socioId,
          dispositivo: quitado.id,
          nombre: quitado.nombre,
        })
        return ok(c, { id: quitado.id }, DISPOSITIVO_MENSAJE.quitado)
      },
    )
}
