import { Hono, type Context } from 'hono'
import { nombrePeriodo } from '../../../src/domain/cuotas/cuotas.ts'
import {
  anularCuotaSchema,
  cuotaSchema,
  cuotasFiltrosSchema,
  cuotasListSchema,
  deudoresListSchema,
  generarCuotasResultSchema,
  generarCuotasSchema,
  pagoSchema,
  reciboSchema,
  resumenFiltrosSchema,
  resumenPeriodoSchema,
} from '../../../src/domain/cuotas/cuotas-api.ts'
import { deudoresFiltrosSchema } from '../../../src/domain/cuotas/cuotas-filtros.ts'
import { formatCount } from '../../../src/domain/plural.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { getClubSettings } from '../configuracion/club-settings.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import { jsonBody, pathId, queryParams } from '../../lib/http/validate.ts'
import { describe, idParam } from '../../lib/http/openapi/describe.ts'
import { ANULAR, anularCuota } from './anular.ts'
import { generarCuotas, limpiarTrasGenerar } from './generar-cuotas.ts'
import { getCuota, listCuotas } from './cuotas-list.ts'
import { listDeudores, resumenPeriodo } from './cuotas-resumen.ts'
import { PAGO, registrarPago } from './pago.ts'
import type { PushSender } from '../push/push-sender.ts'
import { notificarCuotasNuevas, notificarPago, relojDeLaBase } from '../push/push-automaticas.ts'
import { getRecibo } from './recibo.ts'

/** The answers of who may not see what (docs/product.md#api-cuotas). */
export const SIN_PERMISO = {
  cuotas: 'No tenés permiso para ver estas cuotas',
  cuota: 'No tenés permiso para ver esta cuota',
  recibo: 'No tenés permiso para ver este recibo',
} as const

const INVALIDO = {
  cuota: 'Número de cuota inválido',
  recibo: 'Número de recibo inválido',
} as const

const admin = requireLevel(LEVEL.administrador)
const member = requireLevel(LEVEL.socio)

/**
 * Whose fees a user reads (docs/architecture.md#fees): every member's for administrators
 * (`'todos'`), their own for a user linked to a member, nobody's otherwise (a gatekeeper or
 * an account without a member record: 403).
 */
function alcance(c: Context<AppEnv>): 'todos' | number | null {
  const user = c.get('user')!
  if (user.level >= LEVEL.administrador) return 'todos'
  return user.socioId
}

export type CuotasDeps = { db: Db; audit: AuditLog; push: PushSender }

/** The fees (docs/product.md#api-cuotas): cuotas per member and period, payments, receipts. */
export function cuotasRoutes({ db, audit, push }: CuotasDeps) {
  return new Hono<AppEnv>()
    .use(compressed, jsonBodyLimit)
    .post(
      '/generar',
      describe({
        id: 'generarCuotas',
        tag: 'cuotas',
        summary: 'Generar las cuotas de un período para los socios que no la tienen',
        description:
          'Se puede repetir: solo crea las que faltan. Avisa a los socios por Web Push, después de responder. Queda en el registro de actividad.',
        access: 'admin',
        answer: generarCuotasResultSchema,
        okDescription:
          "'Se generaron N cuotas de <mes>' o 'No había cuotas nuevas para generar en <mes>'",
      }),
      admin,
      jsonBody(generarCuotasSchema),
      async (c) => {
        const { periodo } = c.req.valid('json')
        const settings = await getClubSettings(db)
        const desde = await relojDeLaBase(db)
        const result = await generarCuotas(db, periodo, settings)
        if (result.creadas > 0) await limpiarTrasGenerar(db)
        // Sent after the answer: a slow push service never holds the desk.
        if (result.creadas > 0) {
          push.background(() => notificarCuotasNuevas(db, push, periodo, desde), c.req.path)
        }
        const detalle = { periodo, creadas: result.creadas }
        audit.record({ actor: c.get('user'), accion: 'cuotas-generadas', ip: clientIp(c), detalle })
        const mes = nombrePeriodo(periodo)
        const message =
          result.creadas === 0
            ? `No había cuotas nuevas para generar en ${mes}`
            : `Se generaron ${formatCount(result.creadas, 'cuota', 'cuotas')} de ${mes}`
        return ok(c, result, message)
      },
    )
    .get(
      '/getCuotas',
      describe({
        id: 'listarCuotas',
        tag: 'cuotas',
        summary: 'Las cuotas, filtradas y paginadas',
        description:
          'Un socio ve solo las suyas; un administrador, las de todos. `Cache-Control: no-store`.',
        access: 'member',
        answer: cuotasListSchema,
        errors: { 403: `'${SIN_PERMISO.cuotas}': una cuenta sin socio, o las de otro` },
      }),
      noStore,
      member,
      queryParams(cuotasFiltrosSchema),
      async (c) => {
        const filtros = c.req.valid('query')
        const quien = alcance(c)
        if (quien === 'todos') return ok(c, await listCuotas(db, filtros))
        if (quien === null || (filtros.socio !== undefined && filtros.socio !== quien)) {
          return fail(c, 403, SIN_PERMISO.cuotas)
        }
        return ok(c, await listCuotas(db, { ...filtros, socio: quien }))
      },
    )
    .get(
      '/getCuota',
      describe({
        id: 'verCuota',
        tag: 'cuotas',
        summary: 'Una cuota',
        description: 'Un socio, solo las suyas. `Cache-Control: no-store`.',
        access: 'member',
        parameters: [idParam('id', 'El número de cuota', 'query')],
        answer: cuotaSchema,
        errors: {
          400: `'${INVALIDO.cuota}'`,
          403: `'${SIN_PERMISO.cuota}': una cuenta sin socio, o la de otro (exista o no)`,
          404: `'${ANULAR.noExiste}' (a un administrador)`,
        },
      }),
      noStore,
      member,
      async (c) => {
        const id = pathId(c.req.query('id'))
        if (id === null) return fail(c, 400, INVALIDO.cuota)
        const quien = alcance(c)
        if (quien === null) return fail(c, 403, SIN_PERMISO.cuota)
        const cuota = await getCuota(db, id, quien === 'todos' ? undefined : quien)
        if (cuota) return ok(c, cuota)
        // A member cannot tell another's cuota from one that does not exist.
        return quien === 'todos' ? fail(c, 404, ANULAR.noExiste) : fail(c, 403, SIN_PERMISO.cuota)
      },
    )
    .post(
      '/pagos',
      describe({
        id: 'registrarPago',
        tag: 'cuotas',
        summary: 'Registrar el pago de cuotas de un socio en la secretaría',
        description:
          'El importe debe ser lo que deben las cuotas elegidas. Responde el recibo. Avisa al socio por Web Push y queda en el registro de actividad.',
        access: 'admin',
        answer: reciboSchema,
        okDescription: `'${PAGO.registrado}', con el recibo`,
        errors: {
          400: 'Un dato inválido, cuotas de más de un socio o un importe que no es lo que se debe',
          404: "'La cuota N no existe'",
          409: 'Una cuota ya pagada o anulada',
        },
      }),
      admin,
      jsonBody(pagoSchema),
      async (c) => {
        const input = c.req.valid('json')
        const user = c.get('user')!
        const result = await registrarPago(db, input, user.id)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        const recibo = await getRecibo(db, result.pagoId)
        const detalle = {
          pago: result.pagoId,
          socio: result.socioId,
          cuotas: input.cuotas,
          importe: input.importe,
          medio: input.medio,
          // The months paid, as the activity log shows them ('Cuota noviembre 2026').
          periodos: recibo?.cuotas.map((cuota) => cuota.periodo) ?? [],
        }
        audit.record({ actor: user, accion: 'pago', ip: clientIp(c), detalle })
        push.background(() => notificarPago(db, push, result.pagoId), c.req.path)
        return ok(c, recibo, PAGO.registrado)
      },
    )
    .get(
      '/pagos/:id',
      describe({
        id: 'verRecibo',
        tag: 'cuotas',
        summary: 'El recibo de un pago',
        description: 'Un socio, solo los suyos. `Cache-Control: no-store`.',
        access: 'member',
        parameters: [idParam('id', 'El número de recibo (el del pago)')],
        answer: reciboSchema,
        errors: {
          400: `'${INVALIDO.recibo}'`,
          403: `'${SIN_PERMISO.recibo}': una cuenta sin socio, o el de otro (exista o no)`,
          404: "'Recibo no encontrado' (a un administrador)",
        },
      }),
      noStore,
      member,
      async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, INVALIDO.recibo)
        const quien = alcance(c)
        if (quien === null) return fail(c, 403, SIN_PERMISO.recibo)
        const recibo = await getRecibo(db, id, quien === 'todos' ? undefined : quien)
        if (recibo) return ok(c, recibo)
        return quien === 'todos'
          ? fail(c, 404, 'Recibo no encontrado')
          : fail(c, 403, SIN_PERMISO.recibo)
      },
    )
    .post(
      '/:id/anular',
      describe({
        id: 'anularCuota',
        tag: 'cuotas',
        summary: 'Anular una cuota pendiente, con su motivo',
        description: 'Queda en el registro de actividad.',
        access: 'admin',
        parameters: [idParam('id', 'El número de cuota')],
        answer: cuotaSchema,
        okDescription: `'${ANULAR.anulada}'`,
        errors: {
          400: `Un motivo inválido o '${INVALIDO.cuota}'`,
          404: `'${ANULAR.noExiste}'`,
          409: 'La cuota ya está pagada o anulada',
        },
      }),
      admin,
      jsonBody(anularCuotaSchema),
      async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, INVALIDO.cuota)
        const { motivo } = c.req.valid('json')
        const result = await anularCuota(db, id, motivo)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        const detalle = { cuota: id, socio: result.socioId, periodo: result.periodo, motivo }
        audit.record({ actor: c.get('user'), accion: 'cuota-anulada', ip: clientIp(c), detalle })
        return ok(c, await getCuota(db, id), ANULAR.anulada)
      },
    )
    .get(
      '/resumen',
      describe({
        id: 'resumenDelPeriodo',
        tag: 'cuotas',
        summary: 'Lo generado, cobrado y pendiente de un período',
        access: 'admin',
        answer: resumenPeriodoSchema,
      }),
      noStore,
      admin,
      queryParams(resumenFiltrosSchema),
      async (c) => ok(c, await resumenPeriodo(db, c.req.valid('query').periodo)),
    )
    .get(
      '/deudores',
      describe({
        id: 'listarDeudores',
        tag: 'cuotas',
        summary: 'Los socios con cuotas vencidas, paginados',
        access: 'admin',
        answer: deudoresListSchema,
      }),
      noStore,
      admin,
      queryParams(deudoresFiltrosSchema),
      async (c) => ok(c, await listDeudores(db, c.req.valid('query'))),
    )
}
