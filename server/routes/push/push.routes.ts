import { randomUUID } from 'node:crypto'
import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import {
  broadcastResultSchema,
  broadcastSchema,
  desuscripcionSchema,
  enviosFiltrosSchema,
  enviosListSchema,
  leerDestinatarios,
  notifySchema,
  PUSH_MENSAJE,
  pushKeySchema,
  suscripcionSchema,
  type PushPayload,
} from '../../../src/domain/push/push.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { pushEnvios, pushSubscriptions } from '../../db/schema/push.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import { arePushKeys } from './push-keys.ts'
import { isAllowedPushEndpoint } from './push-endpoints.ts'
import { pushTargetColumns, type PushSender } from './push-sender.ts'
import { jsonBody, queryParams } from '../../lib/http/validate.ts'
import { describe } from '../../lib/http/openapi/describe.ts'
import { listEnvios, resolverDestinatarios } from './destinatarios.ts'
import type { NotifyLimit } from './notify-limit.ts'

const signedIn = requireLevel(LEVEL.registrado)
const admin = requireLevel(LEVEL.administrador)

const ICONO = '/icons/icon-192.png'
/** A test is only worth showing while the member is looking at the widget. */
const TTL_PRUEBA = 5 * 60
const TTL_ANUNCIO = 24 * 60 * 60
/** Devices an account keeps subscribed: a 6th pushes out its oldest (issue 29). */
export const MAX_SUSCRIPCIONES = 5

/** The widget's original addresses (pushRootRoutes) answer as /api/push's: one id each. */
const enLaRaiz = (id: string) => (path: string) => (path.startsWith('/api/') ? id : `${id}Raiz`)
const ADDRESSES =
  'También en la raíz (`POST /subscribe`, `POST /notify`), las direcciones que llama el widget del producto.'

export type PushDeps = {
  db: Db
  audit: AuditLog
  push: PushSender
  notifyLimit: NotifyLimit
  /** PUSH_ENDPOINT_ORIGINS. */
  extraOrigins: readonly string[]
}

/** The handlers of POST /subscribe and POST /notify, shared by their two addresses. */
function handlers({ db, push, notifyLimit, extraOrigins }: PushDeps) {
  const subscribe = new Hono<AppEnv>().post(
    '/',
    describe({
      id: enLaRaiz('suscribirPush'),
      tag: 'push',
      summary: 'Suscribir este navegador a las notificaciones de la cuenta',
      description: `La suscripción de la Push API del navegador. Una cuenta tiene hasta ${MAX_SUSCRIPCIONES}: la sexta reemplaza a la más vieja. ${ADDRESSES}`,
      access: 'signedIn',
      answer: v.object({ endpoint: v.string() }),
      okDescription: `'${PUSH_MENSAJE.suscripto}'`,
      errors: {
        400: `Un dato inválido, '${PUSH_MENSAJE.endpointNoPermitido}' o '${PUSH_MENSAJE.claves}'`,
      },
    }),
    noStore,
    signedIn,
    jsonBody(suscripcionSchema),
    async (c) => {
      const { endpoint, keys } = c.req.valid('json')
      if (!isAllowedPushEndpoint(endpoint, extraOrigins)) {
        return fail(c, 400, PUSH_MENSAJE.endpointNoPermitido)
      }
      if (!(await arePushKeys(keys))) return fail(c, 400, PUSH_MENSAJE.claves)
      const userId = c.get('user')!.id
      const userAgent = c.req.header('User-Agent')?.slice(0, 300) ?? null
      // A browser that changes hands (another account signs in on it) keeps its endpoint:
      // the subscription follows the account now using it.
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            p256dh: keys.p256dh,
            auth: keys.auth,
            userAgent,
            createdAt: sql`now()`,
            lastSuccessAt: null,
          },
        })
      // The newest devices stay; statement by statement, so parallel calls still end at most.
      const kept = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(MAX_SUSCRIPCIONES)
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)))
      return ok(c, { endpoint }, PUSH_MENSAJE.suscripto)
    },
  )
  const notify = new Hono<AppEnv>().post(
    '/',
    describe({
      id: enLaRaiz('probarPush'),
      tag: 'push',
      summary: 'Enviar una notificación de prueba a los dispositivos de la cuenta',
      description: ADDRESSES,
      access: 'signedIn',
      answer: broadcastResultSchema,
      okDescription: `'${PUSH_MENSAJE.enviada}'`,
      errors: {
        409: `'${PUSH_MENSAJE.sinSuscripciones}'`,
        429: { description: `'${PUSH_MENSAJE.demasiadasPruebas}'`, retryAfter: true },
      },
    }),
    noStore,
    signedIn,
    jsonBody(notifySchema),
    async (c) => {
      const { title, body } = c.req.valid('json')
      const userId = c.get('user')!.id
      const retryAfter = await notifyLimit.take(userId)
      if (retryAfter > 0) {
        c.header('Retry-After', String(retryAfter))
        return fail(c, 429, PUSH_MENSAJE.demasiadasPruebas)
      }
      const targets = await db
        .select(pushTargetColumns)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
      if (targets.length === 0) return fail(c, 409, PUSH_MENSAJE.sinSuscripciones)
      const payload: PushPayload = { title, body, url: '/', icon: ICONO, tag: 'prueba' }
      const result = await push.send(
        targets.map((target) => ({ target, payload })),
        { ttl: TTL_PRUEBA, urgency: 'normal' },
      )
      return ok(c, result, PUSH_MENSAJE.enviada)
    },
  )
  return { subscribe, notify }
}

/** The push module under /api/push (docs/product.md). */
export function pushRoutes(deps: PushDeps) {
  const { db, audit, push } = deps
  const { subscribe, notify } = handlers(deps)
  return new Hono<AppEnv>()
    .use(compressed, jsonBodyLimit)
    .get(
      '/key',
      describe({
        id: 'clavePush',
        tag: 'push',
        summary: 'La clave pública VAPID del servidor, para suscribirse',
        access: 'public',
        answer: pushKeySchema,
      }),
      async (c) => ok(c, { publicKey: await push.publicKey() }),
    )
    .route('/subscribe', subscribe)
    .delete(
      '/subscribe',
      describe({
        id: 'desuscribirPush',
        tag: 'push',
        summary: 'Cancelar la suscripción de este navegador',
        access: 'signedIn',
        answer: v.object({ endpoint: v.string() }),
        okDescription: `'${PUSH_MENSAJE.desuscripto}'`,
        errors: { 404: `'${PUSH_MENSAJE.noSuscripto}' (tampoco la de otra cuenta)` },
      }),
      noStore,
      signedIn,
      jsonBody(desuscripcionSchema),
      async (c) => {
        const { endpoint } = c.req.valid('json')
        const deleted = await db
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.endpoint, endpoint),
              eq(pushSubscriptions.userId, c.get('user')!.id),
            ),
          )
          .returning({ id: pushSubscriptions.id })
        // Another account's endpoint reads as no subscription at all.
        if (deleted.length === 0) return fail(c, 404, PUSH_MENSAJE.noSuscripto)
        return ok(c, { endpoint }, PUSH_MENSAJE.desuscripto)
      },
    )
    .route('/notify', notify)
    .post(
      '/broadcast',
      describe({
        id: 'enviarAnuncio',
        tag: 'push',
        summary: 'Enviar un anuncio: a todos, a los activos, a un grupo o a un socio',
        description: 'Queda en la lista de envíos y en el registro de actividad.',
        access: 'admin',
        answer: broadcastResultSchema,
        okDescription: `'${PUSH_MENSAJE.enviada}'`,
        errors: { 404: `'${PUSH_MENSAJE.grupoNoExiste}' o '${PUSH_MENSAJE.socioNoExiste}'` },
      }),
      noStore,
      admin,
      jsonBody(broadcastSchema),
      async (c) => {
        const { title, body, url, audience } = c.req.valid('json')
        const destinatarios = leerDestinatarios(audience)!
        const targets = await resolverDestinatarios(db, destinatarios)
        if (targets === null) {
          return fail(
            c,
            404,
            destinatarios.tipo === 'grupo'
              ? PUSH_MENSAJE.grupoNoExiste
              : PUSH_MENSAJE.socioNoExiste,
          )
        }
        // Web Push is delivered at least once: one tag per announcement, so a second delivery
        // replaces the first on the phone instead of showing it twice.
        const tag = `aviso-${randomUUID()}`
        const payload: PushPayload = { title, body, url, icon: ICONO, tag }
        const result = await push.send(
          targets.map((target) => ({ target, payload })),
          { ttl: TTL_ANUNCIO, urgency: 'normal' },
        )
        const user = c.get('user')!
        await db.insert(pushEnvios).values({ userId: user.id, audience, title, ...result })
        const detalle = { audience, title, ...result }
        audit.record({ actor: user, accion: 'push-enviado', ip: clientIp(c), detalle })
        return ok(c, result, PUSH_MENSAJE.enviada)
      },
    )
    .get(
      '/envios',
      describe({
        id: 'listarEnvios',
        tag: 'push',
        summary: 'Los anuncios enviados, paginados',
        access: 'admin',
        answer: enviosListSchema,
      }),
      noStore,
      admin,
      queryParams(enviosFiltrosSchema),
      async (c) => ok(c, await listEnvios(db, c.req.valid('query').page)),
    )
}

/**
 * POST /subscribe and POST /notify at the root, the addresses the product's widget calls:
 * each with the session and client address the API's routes get (`session` first).
 */
export function pushRootRoutes(deps: PushDeps, session: MiddlewareHandler<AppEnv>[]) {
  const { subscribe, notify } = handlers(deps)
  return new Hono<AppEnv>()
    .use('/subscribe', ...session, compressed, jsonBodyLimit)
    .use('/notify', ...session, compressed, jsonBodyLimit)
    .route('/subscribe', subscribe)
    .route('/notify', notify)
}
