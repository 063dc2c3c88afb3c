import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { Database } from './db/client.ts'
import { sessionMiddleware } from './lib/auth.ts'
import type { AppEnv } from './lib/context.ts'
import { fail } from './lib/envelope.ts'
import { onError } from './lib/on-error.ts'
import { securityHeaders } from './lib/security-headers.ts'
import { createServices } from './app-services.ts'
import { ADD_SOCIO_PATH, altaRoutes } from './routes/alta/alta.routes.ts'
import { authRoutes } from './routes/auth/auth.routes.ts'
import { createGoogleVerifier } from './routes/auth/google.ts'
import { carnetRoutes } from './routes/carnet/carnet.routes.ts'
import { CHECKINS_PATH, gateRoutes } from './routes/gate/gate.routes.ts'
import { VALIDAR_TOKEN_PREFIX, validarTokenRoute } from './routes/gate/validar-token.ts'
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
}

const OWN_LIMITS = new Set([ADD_SOCIO_PATH, CHECKINS_PATH])
const compressed = compress()

const jsonBodyLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: (c) => fail(c, 413, 'La solicitud es demasiado grande'),
})

/**
 * The HTTP app over `database`, with the state the server keeps while it runs
 * (`app.services`); `app.close()` writes and stops it, before the database closes.
 */
export function createApp({ database, distDir, uploadsDir, ssrDir, publicUrl, google }: AppDeps) {
  const services = createServices(database.db)
  const { db, sessions, qrKeys } = services
  const api = new Hono<AppEnv>()
    // JSON calls stay small; routes with larger bodies (photos, check-in batches) set their
    // own limits. A GET has no body to limit, and looking for one costs the gate's hot path.
    .use((c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' || OWN_LIMITS.has(c.req.path)
        ? next()
        : jsonBodyLimit(c, next),
    )
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
    .all('*', (c) => fail(c, 404, 'No existe el recurso solicitado'))

  const app = new Hono()
  app.use(securityHeaders())
  // A gate's verdict is small and answered below Hono too (validar-token-node.ts), which
  // does not compress: neither does Hono, so both paths give one answer.
  app.use((c, next) => (c.req.path.startsWith(VALIDAR_TOKEN_PREFIX) ? next() : compressed(c, next)))
  app.route('/api', api)
  app.route('/', manifestRoutes(db))
  app.route('/', spaRoutes(distDir, ssrDir, db, publicUrl))

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? fail(c, 404, 'No existe el recurso solicitado')
      : c.text('No encontrado', 404),
  )
  app.onError(onError)
  return Object.assign(app, { services, close: services.close })
}

const googleSignIn = ({ clientId, jwksUrl }: { clientId: string; jwksUrl: string }) => ({
  clientId,
  verify: createGoogleVerifier(clientId, jwksUrl),
})

export type App = ReturnType<typeof createApp>
