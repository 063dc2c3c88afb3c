import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener, RequestError } from '@hono/node-server'
import type { App } from './app.ts'
import type { AppServices } from './app-services.ts'
import { logError } from './lib/http/log-error.ts'
import { securityHeaderList } from './lib/http/security-headers.ts'
import { VALIDAR_TOKEN_PREFIX } from './routes/porteria/validar-token/validar-token.ts'
import { validarTokenOnNode } from './routes/porteria/validar-token/validar-token-node.ts'

/** Answers a request it takes and returns true; returns false for any other. */
type RawListener = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * The routes answered below Hono, in Hono's path syntax, each with what makes its listener.
 * The server is made from this list and the access sweep reads it (access-matrix.test.ts):
 * a route added here without a row in the sweep fails it.
 */
export const RAW_ROUTES: readonly {
  method: string
  path: string
  listener: (services: AppServices, securityHeaders: [string, string][]) => RawListener
}[] = [{ method: 'GET', path: `${VALIDAR_TOKEN_PREFIX}:token`, listener: validarTokenOnNode }]

/**
 * The HTTP server of `npm start`: the app (its `fetch`) through Hono's Node adapter, except
 * the routes of RAW_ROUTES (the gate's validarToken, routes/porteria/validar-token/validar-token-node.ts).
 */
export async function createNodeServer(
  fetch: App['fetch'],
  services: AppServices,
): Promise<Server> {
  const headers = await securityHeaderList()
  const viaHono = getRequestListener(fetch, {
    // A request no URL can be made of (a Host such as `user@host`) never reaches the app: the
    // adapter's 400, with the headers every answer carries. The app answers its own errors.
    errorHandler: (error) => {
      if (!(error instanceof RequestError)) logError(error, 'node-server')
      return new Response(null, { status: error instanceof RequestError ? 400 : 500, headers })
    },
  })
  // The app's own session store, keys, member copy and check-in buffer (app.services).
  const listeners = RAW_ROUTES.map((route) => route.listener(services, headers))
  return createServer((req, res) => {
    for (const answered of listeners) if (answered(req, res)) return
    void viaHono(req, res)
  })
}
