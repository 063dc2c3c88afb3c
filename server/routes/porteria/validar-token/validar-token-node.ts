import type { IncomingMessage, ServerResponse } from 'node:http'
import { PORTERIA } from '../../../../src/domain/porteria/gate-access.ts'
import { QR_TOKEN_PATTERN } from '../../../../src/domain/carnet/qr-token.ts'
import { accessDenied, sessionUser } from '../../../lib/auth/auth.ts'
import { failureBody } from '../../../lib/http/envelope.ts'
import { logError } from '../../../lib/http/log-error.ts'
import { INTERNAL_ERROR } from '../../../lib/http/on-error.ts'
import type { SessionStore } from '../../../lib/auth/session-store.ts'
import { VALIDAR_TOKEN_PREFIX, validarToken, type ValidarTokenDeps } from './validar-token.ts'

/**
 * A Host that @hono/node-server takes as it is (its `reValidHost`): with any other, the
 * adapter parses or refuses the URL, and Hono's answer is the one to give.
 */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/

/** A phone-made code's shape: 243 characters (an Ed25519 device key) or 287 (P-256). */
const DEVICE_TOKEN_PATTERN = /^(?:[A-Za-z0-9_-]{243}|[A-Za-z0-9_-]{287})$/

/** How many times the request carries `name` (lowercase); Node keeps only the first. */
function count(req: IncomingMessage, name: string) {
  let n = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i]!.length === name.length && req.rawHeaders[i]!.toLowerCase() === name) n++
  return n
}

/**
 * The token of a request this listener answers exactly as Hono would, or null: a GET of
 * the route with a well-formed token (no encoding, dot segment or fragment to resolve), a
 * plain Host and at most one Authorization. Anything else goes to Hono, which is the
 * reference: a scanned code is always such a request.
 */
function tokenOf(req: IncomingMessage): string | null {
  const url = req.url
  if (req.method !== 'GET' || !url?.startsWith(VALIDAR_TOKEN_PREFIX)) return null
  const query = url.indexOf('?')
  const token = url.slice(VALIDAR_TOKEN_PREFIX.length, query < 0 ? undefined : query)
  if (!QR_TOKEN_PATTERN.test(token) && !DEVICE_TOKEN_PATTERN.test(token)) return null
  if (!PLAIN_HOST.test(req.headers.host ?? '') || count(req, 'authorization') > 1) return null
  return token
}

/**
 * GET /api/socios/validarToken/{token} written straight on Node's HTTP server, the same
 * answer as the Hono route (validar-token.ts): the gate's hot path, thousands a second at
 * the budget (docs/architecture.md#budgets). Through Hono each scan allocated about 40 KB (its
 * request, context, router and Headers objects), and the collections that followed were the late
 * answers of bench/gate-server.ts (ADR 0012). The session, the access rule, the answer and
 * the headers are the app's own: `securityHeaders` lists the security headers that every
 * other answer gets. Neither path compresses this route's answers (app.ts).
 *
 * Returns a listener that answers and returns true for the requests `tokenOf` takes, and
 * returns false for any other, which Hono then serves.
 */
export function validarTokenOnNode(
  deps: ValidarTokenDeps & { sessions: SessionStore },
  securityHeaders: [string, string][],
) {
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
      const user = await sessionUser(deps.sessions, req.headers.authorization)
      const denied = accessDenied(user, PORTERIA)
      if (denied) return write(res, denied.status, failureBody(denied.message))
      // Node joins a repeated X-Dispositivo with ', ', as Hono's adapter does.
      const dispositivo = req.headers['x-dispositivo'] as string | undefined
      const { status, body } = await validarToken(deps, token, user!, dispositivo)
      write(res, status, body)
    } catch (error) {
      // Without the path: it carries the member's QR token.
      logError(error, 'GET validarToken')
      if (!res.headersSent) write(res, 500, failureBody(INTERNAL_ERROR))
    }
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const token = tokenOf(req)
    if (token === null) return false
    void answer(req, res, token)
    return true
  }
}
