import { Hono, type Context } from 'hono'
import type { Database } from './db/client.ts'
import { sessionMiddleware } from './lib/auth.ts'
import { jsonBodyLimit } from './lib/body-limit.ts'
import { compressed } from './lib/compression.ts'
import type { AppEnv } from './lib/context.ts'
import { fail } from './lib/envelope.ts'
import { onError } from './lib/on-error.ts'
import { securityHeaders } from './lib/security-headers.ts'
import { createServices } from './app-services.ts'
import { altaRoutes } from './routes/alta/alta.routes.ts'
import { authRoutes } from './routes/auth/auth.routes.ts'
import { createGoogleVerifier } from './routes/auth/google.ts'
import { carnetRoutes } from './routes/carnet/carnet.routes.ts'
import { gateRoutes } from './routes/gate/gate.routes.ts'
import { validarTokenRoute } from './routes/gate/validar-token.ts'
import { healthRoutes } from './routes/health/health.routes.ts'
import { settingsRoutes } from './routes/settings/settings.routes.ts'
import { sociosRoutes } from './routes/socios/socios.routes.ts'
import { manifestRoutes } from './static/manifest.ts'
import { spaRoutes } from './static/spa.ts'

export type AppDeps = {
  database: Database
  distDir: string
  /** Where uploaded photos live (DATA_DIR/uploads). */
  uploadsDir: string
  /** The server build of the landing page (`npm run build` writes dist-ssr/). */
  ssrDir?: string | undefined
  publicUrl?: string | undefined
  google?: { clientId: string; jwksUrl: string } | undefined
  /**
   * Start the signature thread now, so the first scan at the gate does not wait for it
   * (the server); otherwise it starts with the first check (tests, benches, scripts).
   */
  startSignatureThread?: boolean
}

/**
 * The HTTP app over `database`, with the state the server keeps while it runs
 * (`app.services`); `app.close()` writes and stops it, before the database closes.
 */
export function createApp({
  database,
  distDir,
  uploadsDir,
  ssrDir,
  publicUrl,
  google,
  ...options
}: AppDeps) {
  const services = createServices(database.db, options)
  const { db, sessions, qrKeys } = services
  const api = new Hono<AppEnv>()
    // Each router sets its own body limit and compression (lib/body-limit.ts, compression.ts).
    .use(sessionMiddleware(sessions))
    .route('/health', healthRoutes(database))
    .route(
      '/auth',
      authRoutes({
        db,
        sessions,
        serverSecret: services.serverSecret,
        google: google ? googleSignIn(google) : null,
      }),
    )
    .route('/settings', settingsRoutes(db))
    .route('/socios', sociosRoutes(db, uploadsDir))
    .route('/socios', altaRoutes({ db, uploadsDir, sessions, purgeOldKeys: services.purgeOldKeys }))
    .route('/socios', carnetRoutes({ db, qrKeys }))
    .route('/socios', validarTokenRoute(services))
    .route('/gate', gateRoutes(services))
    .all('*', compressed, jsonBodyLimit, (c) => fail(c, 404, 'No existe el recurso solicitado'))

  const app = new Hono()
  app.use(securityHeaders())
  app.route('/api', api)
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
