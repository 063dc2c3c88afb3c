import { Hono, type Context } from 'hono'
import { CERTIFICADO_DIAS } from '../src/domain/dispositivos/device-token.ts'
import type { Database } from './db/client.ts'
import { sessionMiddleware } from './lib/auth/auth.ts'
import { jsonBodyLimit } from './lib/http/body-limit.ts'
import { apiDocsRoutes } from './lib/http/openapi/docs-routes.ts'
import { clientAddress } from './lib/http/client-ip.ts'
import { compressed } from './lib/http/compression.ts'
import type { AppEnv } from './lib/http/context.ts'
import { fail } from './lib/http/envelope.ts'
import { onError } from './lib/http/on-error.ts'
import { securityHeaders } from './lib/http/security-headers.ts'
import { createServices } from './app-services.ts'
import { altaRoutes } from './routes/alta/alta.routes.ts'
import { auditoriaRoutes } from './routes/auditoria/auditoria.routes.ts'
import { authRoutes } from './routes/cuenta/auth.routes.ts'
import { createGoogleVerifier } from './routes/cuenta/google.ts'
import { resetLinkRoutes } from './routes/cuenta/reset-link.routes.ts'
import { carnetRoutes } from './routes/carnet/carnet.routes.ts'
import { cuotasRoutes } from './routes/cuotas/cuotas.routes.ts'
import { dispositivosRoutes } from './routes/dispositivos/dispositivos.routes.ts'
import { gateRoutes } from './routes/porteria/porteria.routes.ts'
import { gruposRoutes } from './routes/grupos/grupos.routes.ts'
import { actividadesRoutes } from './routes/actividades/actividades.routes.ts'
import { validarTokenRoute } from './routes/porteria/validar-token/validar-token.ts'
import { healthRoutes } from './routes/health/health.routes.ts'
import { pushRootRoutes, pushRoutes } from './routes/push/push.routes.ts'
import { settingsRoutes } from './routes/configuracion/configuracion.routes.ts'
import { sociosRoutes } from './routes/socios/socios.routes.ts'
import { manifestRoutes } from './static/manifest.ts'
import { spaRoutes } from './static/spa.ts'

export type AppDeps = {
  database: Database
  distDir: string
  /** Where uploaded photos live (DATA_DIR/uploads). */
  uploadsDir: string
  /**
   * Where the images uploaded from /admin/configuracion live (DATA_DIR/club); without it
   * uploads answer 503 and only the build's images may stand in the settings.
   */
  clubImagesDir?: string | undefined
  /** The server build of the landing page (`npm run build` writes dist-ssr/). */
  ssrDir?: string | undefined
  publicUrl?: string | undefined
  /**
   * NODE_ENV=production: links are built from `publicUrl` alone, never from a request's
   * Host header (elsewhere, without `publicUrl`, from the request's origin).
   */
  production?: boolean
  google?: { clientId: string; jwksUrl: string } | undefined
  /** Proxy hops whose X-Forwarded-For is believed (TRUST_PROXY); 0 by default. */
  trustProxy?: number | undefined
  /**
   * The club's static map: the tiles' URL template (MAP_TILES_URL) and the folder the images
   * are kept in; without it `GET /api/settings/mapa` always answers 503.
   */
  staticMap?: { tilesUrl: string; cacheDir: string } | undefined
  /**
   * Start the signature thread now, so the first scan at the gate does not wait for it
   * (the server); otherwise it starts with the first check (tests, benches, scripts).
   */
  startSignatureThread?: boolean
  /**
   * Web Push: the VAPID subject (VAPID_SUBJECT), the origins besides the browsers' push
   * services a subscription may name (PUSH_ENDPOINT_ORIGINS).
   */
  push?: { subject: string; endpointOrigins?: string[] | undefined } | undefined
  /** How many days a phone's card certificate lasts (DEVICE_CERT_DAYS; CERTIFICADO_DIAS). */
  deviceCertDays?: number | undefined
}

/**
 * The HTTP app over `database`, with the state the server keeps while it runs
 * (`app.services`); `app.close()` writes and stops it, before the database closes.
 */
export function createApp({
  database,
  distDir,
  uploadsDir,
  clubImagesDir,
  ssrDir,
  publicUrl,
  production = false,
  google,
  trustProxy = 0,
  staticMap,
  push,
  deviceCertDays = CERTIFICADO_DIAS,
  ...options
}: AppDeps) {
  const services = createServices(database.db, {
    ...options,
    push: push && { subject: push.subject, extraOrigins: push.endpointOrigins },
    shared: database.engine === 'postgres',
    staticMap: staticMap && { ...staticMap, publicUrl },
  })
  const { db, sessions, qrKeys, audit } = services
  const pushDeps = {
    db,
    audit,
    push: services.push,
    notifyLimit: services.notifyLimit,
    extraOrigins: push?.endpointOrigins ?? [],
  }
  const session = [clientAddress(trustProxy), sessionMiddleware(sessions)]
  const api = new Hono<AppEnv>()
    // Each router sets its own body limit and compression (lib/http/body-limit.ts, compression.ts).
    .use(...session)
    .route('/health', healthRoutes(database))
    .route(
      '/auth',
      authRoutes({
        db,
        sessions,
        audit,
        serverSecret: services.serverSecret,
        google: google ? googleSignIn(google) : null,
        passwords: services.passwords,
        loginThrottle: services.loginThrottle,
        addressLimits: services.addressLimits,
        revokedDevices: services.revokedDevices,
        publicUrl,
      }),
    )
    .route(
      '/settings',
      settingsRoutes({ db, staticMap: services.staticMap, audit, imagesDir: clubImagesDir }),
    )
    // Before the socios router, whose '/:id' routes would take 'dispositivos' for an id.
    .route(
      '/socios/dispositivos',
      dispositivosRoutes({
        db,
        qrKeys,
        audit,
        sessions,
        deviceCertDays,
        revokedDevices: services.revokedDevices,
      }),
    )
    .route('/socios', sociosRoutes({ db, uploadsDir, audit }))
    .route(
      '/socios',
      altaRoutes({
        db,
        uploadsDir,
        sessions,
        passwords: services.passwords,
        purgeOldKeys: services.purgeOldKeys,
        audit,
      }),
    )
    .route('/socios', carnetRoutes({ db, qrKeys }))
    .route('/socios', resetLinkRoutes({ db, publicUrl, production, audit }))
    .route('/socios', validarTokenRoute(services))
    .route('/gate', gateRoutes(services))
    .route('/auditoria', auditoriaRoutes({ db, audit }))
    .route('/cuotas', cuotasRoutes({ db, audit, push: services.push }))
    .route('/push', pushRoutes(pushDeps))
    .route('/grupos', gruposRoutes({ db, audit }))
    .route('/actividades', actividadesRoutes({ db, audit }))
    // The API's reference: generated from every route of `app` (below), read at the first call.
    .route(
      '/',
      apiDocsRoutes(() => app),
    )
    .all('*', compressed, jsonBodyLimit, (c) => fail(c, 404, 'No existe el recurso solicitado'))

  const app = new Hono()
  app.use(securityHeaders())
  app.route('/api', api)
  // The push widget's original addresses, before the SPA's fallback could answer them.
  app.route('/', pushRootRoutes(pushDeps, session))
  app.route('/', manifestRoutes(db))
  app.route('/', spaRoutes(distDir, ssrDir, db, publicUrl))
  // What no route answered (only the last handler in the chain, so never a route's answer).
  app.all('*', compressed, notFound)
  app.notFound(notFound)
  app.onError(onError)
  return Object.assign(app, { services, close: services.close })
}

const notFound = (c: Context) =>
  c.req.path.startsWith('/api/')
    ? fail(c, 404, 'No existe el recurso solicitado')
    : c.text('No encontrado', 404)

const googleSignIn = ({ clientId, jwksUrl }: { clientId: string; jwksUrl: string }) => ({
  clientId,
  verify: createGoogleVerifier(clientId, jwksUrl),
})

export type App = ReturnType<typeof createApp>
