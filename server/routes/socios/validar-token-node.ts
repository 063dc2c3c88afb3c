import type { IncomingMessage, ServerResponse } from 'node:http'
import { PORTERIA } from '../../../src/domain/gate-access.ts'
import type { Db } from '../../db/client.ts'
import { accessDenied, sessionUser } from '../../lib/auth.ts'
import { failureBody } from '../../lib/envelope.ts'
import { INTERNAL_ERROR } from '../../lib/on-error.ts'
import { validarToken } from './validar-token.ts'

const PREFIX = '/api/socios/validarToken/'

/**
 * GET /api/socios/validarToken/{token} written straight on Node's HTTP server, the same
 * answer as the Hono route (validar-token.ts): the gate's hot path, thousands a second at
 * DESIGN.md §11's budget. Through Hono each scan allocated about 40 KB (its request,
 * context, router and Headers objects), and the collections that followed were the late
 * answers of bench/gate-server.ts (ADR 0012). The session, the access rule, the answer and
 * the headers are the app's own: `securityHeaders` lists the security headers that every
 * other answer gets. An answer this small (< 1 KB) goes uncompressed, as the app sends it.
 *
 * Returns a listener that answers and returns true for that route, and returns false for
 * anything else (another method or path, a token with '/' or '%'), which Hono then serves.
 */
export function validarTokenOnNode(db: Db, securityHeaders: [string, string][]) {
  const fixedHeaders = [
    ...securityHeaders.flat(),
    'cache-control',
    'no-store',
    'content-type',
    'application/json',
  ]
  const write = (res: ServerResponse, status: number, body: object) => {
    const text = JSON.stringify(body)
    res.writeHead(status, [...fixedHeaders, 'content-length', String(Buffer.byteLength(text))])
    res.end(text)
  }

  const answer = async (req: IncomingMessage, res: ServerResponse, token: string) => {
    try {
      const user = await sessionUser(db, req.headers.authorization)
      const denied = accessDenied(user, PORTERIA)
      if (denied) return write(res, denied.status, failureBody(denied.message))
      const dispositivo = req.headers['x-dispositivo']
      const { status, body } = await validarToken(
        db,
        token,
        user!,
        Array.isArray(dispositivo) ? dispositivo.join(', ') : dispositivo,
      )
      write(res, status, body)
    } catch (error) {
      console.error(error)
      if (!res.headersSent) write(res, 500, failureBody(INTERNAL_ERROR))
    }
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || !req.url?.startsWith(PREFIX)) return false
    const end = req.url.indexOf('?')
    const token = req.url.slice(PREFIX.length, end < 0 ? undefined : end)
    if (token === '' || token.includes('/') || token.includes('%')) return false
    void answer(req, res, token)
    return true
  }
}
