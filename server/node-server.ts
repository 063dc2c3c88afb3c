import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { App } from './app.ts'
import type { Db } from './db/client.ts'
import { securityHeaderList } from './lib/security-headers.ts'
import { validarTokenOnNode } from './routes/gate/validar-token-node.ts'

/**
 * The HTTP server of `npm start`: the app (its `fetch`) through Hono's Node adapter, except
 * the gate's validarToken, answered below Hono (routes/socios/validar-token-node.ts).
 */
export async function createNodeServer(fetch: App['fetch'], db: Db): Promise<Server> {
  const viaHono = getRequestListener(fetch)
  const validarToken = validarTokenOnNode(db, await securityHeaderList())
  return createServer((req, res) => {
    if (!validarToken(req, res)) void viaHono(req, res)
  })
}
