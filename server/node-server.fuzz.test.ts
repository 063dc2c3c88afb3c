import http, { type Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deviceToken, registerDevice } from '../tests/support/device-tokens.ts'
import {
  badAuthorization,
  headerValue,
  jsonBody,
  query,
  rawSegment,
  requestHeaders,
  wrongContentType,
} from '../tests/support/fuzz-inputs.ts'
import { createSocio } from '../tests/support/socio-builder.ts'
import { builtShell, prepareFuzzApp, type FuzzApp } from '../tests/support/fuzz-app.ts'
import { useTestApp } from '../tests/support/test-app.ts'
import { createTestUser } from '../tests/support/test-users.ts'
import { QR_TOKEN_PATTERN } from '../src/domain/carnet/qr-token.ts'
import { issueQrToken } from './routes/carnet/qr-keys.ts'
import { createNodeServer, RAW_ROUTES } from './node-server.ts'

/**
 * The server of `npm start` through a real socket, where the routes below Hono
 * (RAW_ROUTES: the gate's validarToken, ADR 0012) are answered: good and forged codes, random
 * paths beside them, methods Node parses, random and broken and huge bodies under any
 * content type, chunked or not, and random request headers (Authorization twice, odd Hosts).
 * Never a 5xx, never a stack trace, always the security headers, and no refusal (4xx)
 * changes a table. Each route through Hono alone: fuzz.test.ts.
 */
const testApp = useTestApp({ distDir: builtShell() })
const RUNS = Number(process.env.FUZZ_RUNS ?? 25) * 12

let server: Server
let port: number
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
let expectSafe: FuzzApp['expectSafe']
let watch: FuzzApp['watch']
const tokens: Record<'admin' | 'control' | 'member', string> = {
  admin: '',
  control: '',
  member: '',
}
let codes: string[]

beforeAll(async () => {
  ;({ watch, expectSafe } = await prepareFuzzApp(testApp, async (db) => {
    tokens.admin = (await createTestUser(db, { level: 3 })).token
    tokens.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
    tokens.member = (await createTestUser(db, { level: 1 })).token
    const { socio } = await createSocio(db, { nombre: 'Ana', apellido: 'Quiroga' })
    const phone = await registerDevice(db, socio.id)
    // A member's code (200), one of nobody (404), a phone's (200) and the phone's altered (400).
    const good = [
      await issueQrToken(db, socio.id),
      await issueQrToken(db, 999_999),
      await deviceToken(phone),
    ]
    const altered = (code: string) =>
      `${code.slice(0, 40)}${code[40] === 'A' ? 'B' : 'A'}${code.slice(41)}`
    codes = [...good, ...good.map(altered)]
  }))
  server = await createNodeServer(testApp.app.fetch, testApp.app.services)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  agent.destroy()
  if (server) await new Promise((resolve) => server.close(resolve))
})

type Sent = {
  method: string
  path: string
  headers: Record<string, string | string[]>
  body: Buffer | null
  chunked: boolean
}
type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

/**
 * One request on the socket; the answer, even when the server stops reading the body early.
 * A kept-alive socket the server closed meanwhile is tried once more on a new one, as Node's
 * documentation advises (`reusedSocket`).
 */
const send = (sent: Sent): Promise<Answer> =>
  attempt(sent).catch((error: NodeJS.ErrnoException & { reused?: boolean }) => {
    if (error.reused && error.code === 'ECONNRESET') return attempt(sent)
    throw error
  })

function attempt({ method, path, headers, body, chunked }: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request({ host: '127.0.0.1', port, method, path, agent }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      )
      res.on('error', reject)
    })
    // After the answer came, a body cut short by the server is no failure.
    req.on('error', (error) => {
      if (!answered) reject(Object.assign(error, { reused: req.reusedSocket }))
    })
    try {
      for (const [name, value] of Object.entries(headers)) req.setHeader(name, value)
      // Framed either way: Node's client sends a GET's body unframed, as a next request.
      if (body && chunked) req.setHeader('Transfer-Encoding', 'chunked')
      else if (body) req.setHeader('Content-Length', body.length)
    } catch (error) {
      req.destroy(error as Error)
      return
    }
    // An answer that never comes is a failure too, with the request that found it.
    req.setTimeout(5_000, () => req.destroy(new Error('sin respuesta en 5 s')))
    req.end(body ?? undefined)
  })
}

const raw = RAW_ROUTES.map((route) => route.path.replace(/:[^/]+$/, ''))
const code = fc.oneof(
  fc.constantFrom(0, 1, 2, 3, 4, 5).map((i) => codes[i]!),
  fc.stringMatching(QR_TOKEN_PATTERN),
  fc.stringMatching(/^(?:[A-Za-z0-9_-]{243}|[A-Za-z0-9_-]{287})$/),
  rawSegment,
)
/** The raw routes' paths, and near misses that Hono answers instead. */
const requestPath = fc
  .tuple(fc.constantFrom(...raw), code, query, fc.nat({ max: 9 }))
  .map(([prefix, token, search, shape]) => {
    const exact = `${prefix}${token}`
    const variants = [
      exact,
      exact,
      exact,
      `${exact}?${search}`,
      `${exact}/${token}`,
      `${prefix.toLowerCase()}${token}`,
      `/${exact}`,
      prefix,
      prefix.slice(0, -1),
      `${prefix}./${token}`,
    ]
    // Under Node's 16 KB for the request line and headers (a cut escape is one more odd path).
    return variants[shape]!.slice(0, 3000)
  })
/** Methods Node's parser takes: it answers any other itself, before the app. */
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('GET') },
  fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'),
)
const authorization = fc.oneof(
  fc.constantFrom('admin', 'control', 'member').map((role) => `Bearer ${tokens[role]}`),
  fc.constant(null),
  badAuthorization,
  fc
    .constantFrom('admin', 'member')
    .map((role) => [`Bearer ${tokens[role]}`, `Bearer ${tokens.admin}`]),
)
/** Hosts Hono's adapter must parse or refuse, beside the plain ones the raw listener takes. */
const host = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  fc.constantFrom(
    '',
    'EJEMPLO.org',
    'localhost:99999',
    '[::1]:3000',
    '127.0.0.1:0',
    'a b',
    'h\u00f1st',
    'x'.repeat(300),
    'user@host',
    'host/path',
  ),
)
/** Bodies: random JSON or text, or huge, under a right or wrong content type. */
const body = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  jsonBody.map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 100_000, max: 2_000_000 }).map((n) => Buffer.alloc(n, '[')),
)
const contentType = fc.oneof(fc.constant('application/json'), wrongContentType, fc.constant(null))

/** Node's default `maxHeaderSize`: the request line and the headers, in bytes. */
const NODE_HEADER_LIMIT = 16 * 1024
/** What the request line and headers take on the wire, as Node's client writes them (latin1). */
const headerBytes = (path: string, headers: Record<string, string | string[]>) =>
  Buffer.byteLength(`GET ${path} HTTP/1.1\r\n`, 'latin1') +
  Object.entries(headers)
    .flatMap(([name, value]) => [value].flat().map((v) => `${name}: ${v}\r\n`))
    .reduce((total, line) => total + Buffer.byteLength(line, 'latin1'), 0)

describe('the server of npm start on bad input, through its socket', () => {
  it(
    'never a 5xx nor a stack trace, always the security headers; a refusal changes no table',
    async () => {
      await watch.changed()
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method,
            path: requestPath,
            authorization,
            host,
            body,
            contentType,
            chunked: fc.boolean(),
            others: requestHeaders,
            dispositivo: fc.option(headerValue(2000)),
          }),
          async (input) => {
            // Within Node's 16 KB of request line and headers: past it Node answers itself.
            const headers: Record<string, string | string[]> = {}
            for (const [name, value] of Object.entries(input.others))
              headers[name] = value.slice(0, 800)
            if (input.authorization !== null)
              headers.Authorization =
                typeof input.authorization === 'string'
                  ? input.authorization.slice(0, 3000)
                  : input.authorization
            if (input.host !== null) headers.Host = input.host
            if (input.contentType !== null) headers['Content-Type'] = input.contentType
            if (input.dispositivo !== null) headers['X-Dispositivo'] = input.dispositivo
            // Past Node's limit, its parser answers alone (the last test of this file).
            fc.pre(headerBytes(input.path, headers) < NODE_HEADER_LIMIT - 1_000)
            const res = await send({
              method: input.method,
              path: input.path,
              headers,
              body: input.body,
              chunked: input.chunked,
            })
            const what = `${input.method} ${input.path.slice(0, 120)} → ${res.status}: ${res.text.slice(0, 200)}`
            expect(res.status, what).toBeLessThan(500)
            expectSafe(res.text, (name) => res.headers[name], what)
            const changed = await watch.changed()
            if (res.status >= 400) expect(changed, what).toEqual([])
          },
        ),
        { numRuns: RUNS },
      )
    },
    RUNS * 1_000,
  )
})

describe('the server of npm start on requests the app cannot take', () => {
  it('a Host no URL can be made of: 400, with the security headers', async () => {
    for (const host of ['user@host', 'host/path', 'a b']) {
      const res = await send({
        method: 'GET',
        path: '/api/health',
        headers: { Host: host },
        body: null,
        chunked: false,
      })
      expect(res.status, host).toBe(400)
      expectSafe(res.text, (name) => res.headers[name], host)
    }
  })

  it("what Node's parser refuses never reaches it: Node's own 4xx, no body, closed", async () => {
    const refused = [
      'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    ]
    for (const request of refused) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request))
        let text = ''
        socket.on('data', (chunk) => (text += chunk))
        socket.on('close', () => resolve(text))
        socket.on('error', reject)
      })
      expect(answer, request.slice(0, 40)).toMatch(
        /^HTTP\/1\.1 4\d\d [^\r]+\r\nConnection: close\r\n\r\n$/,
      )
    }
  })
})
