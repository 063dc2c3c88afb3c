import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { App } from './app.ts'
import type { AppServices } from './app-services.ts'
import { securityHeaderList } from './lib/security-headers.ts'
import { validarTokenOnNode } from './routes/gate/validar-token-node.ts'

/**
 * The HTTP server of `npm start`: the app (its `fetch`) through Hono's Node adapter, except
 * the gate's validarToken, answered below Hono (routes/gate/validar-token-node.ts).
 */
export async function createNodeServer(
  fetch: App['fetch'],
  services: AppServices,
): Promise<Server> {
  const viaHono = getRequestListener(fetch)
  // The app's own session store, keys, member copy and check-in buffer (app.services).
  const validarToken = validarTokenOnNode(services, await securityHeaderList())
  return createServer((req, res) => {
    if (!validarToken(req, res)) void viaHono(req, res)
  })
}
