import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deviceToken, registerDevice } from '../../../../tests/support/device-tokens.ts'
import { CAMPOS_PARA_PORTERIA } from '../../../../tests/support/porteria.ts'
import { createSocio, createSociosPorEstado } from '../../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../../tests/support/test-database.ts'
import { createMemberUser, createTestUser } from '../../../../tests/support/test-users.ts'
import type { App } from '../../../app.ts'
import { createServices } from '../../../app-services.ts'
import type { Db } from '../../../db/client.ts'
import { checkins } from '../../../db/schema/porteria.ts'
import { personas } from '../../../db/schema/socios.ts'
import { clubDefaults } from '../../../seed/club-defaults.ts'
import { saveClubSettings } from '../../configuracion/club-settings.ts'
import { securityHeaderList } from '../../../lib/http/security-headers.ts'
import { createNodeServer } from '../../../node-server.ts'
import { issueQrToken } from '../../carnet/qr-keys.ts'
import { validarTokenOnNode } from './validar-token-node.ts'

/**
 * The server of `npm start` answers validarToken below Hono (validar-token-node.ts). Each
 * request here is sent byte for byte to it and to the same app served by Hono's Node
 * adapter alone, and both answers must be the same; the requests the listener leaves to
 * Hono must reach Hono. Both servers share one app, so the second of a pair would see the
 * first as a recent entry: the club's window is 0 (nothing flagged) until that flag's test.
 */
let database: TestDatabase
let app: App
let testApp: TestApp
let nodeServer: Server
let honoServer: Server
const ports = { node: 0, hono: 0 }
/** Requests the app's Hono `fetch` handled, on either server. */
let viaHono = 0
const ids = {} as Record<'activo' | 'inactivo' | 'luna' | 'largo', number>
const tokens = {} as Record<'admin' | 'control' | 'member', string>

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
const close = (server: Server) => new Promise((resolve) => server.close(resolve))

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  const db = database.db
  await saveClubSettings(db, { ...clubDefaults, ingresoRecienteMinutos: 0 })
  const counted: typeof app.fetch = (...args) => {
    viaHono++
    return app.fetch(...args)
  }
  const { diaz, sosa } = await createSociosPorEstado(db)
  ids.activo = diaz.socio.id
  ids.inactivo = sosa.socio.id
  ids.luna = (await createSocio(db, { nombre: 'Pedro', apellido: 'Luna' })).socio.id
  // An answer over 1 KB, which the compress middleware would otherwise gzip.
  const largo = await createSocio(db, {
    nombre: 'María José'.padEnd(80, 'á'),
    apellido: 'Echeverría'.padEnd(80, 'ñ'),
    email: `${'maria.jose.echeverria'.padEnd(100, 'x')}@example.com.ar`,
  })
  ids.largo = largo.socio.id
  await db
    .update(personas)
    .set({ domicilio: 'Calle Ñandubay '.padEnd(200, 'é') })
    .where(eq(personas.id, largo.persona.id))
  tokens.admin = (await createTestUser(db, { level: 3 })).token
  tokens.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
  tokens.member = (await createMemberUser(db, ids.activo)).token
  nodeServer = await createNodeServer(counted, app.services)
  honoServer = createServer(getRequestListener(counted))
  ports.node = await listen(nodeServer)
  ports.hono = await listen(honoServer)
})

afterAll(async () => {
  await Promise.all([close(nodeServer), close(honoServer)])
  await testApp.close()
})

type Answer = { status: number; headers: Record<string, string>; body: string }

const CRLF = Buffer.from('\r\n')

/** A chunked body, put back together (chunk sizes count bytes). */
function unchunk(raw: Buffer) {
  const parts: Buffer[] = []
  for (let at = 0; ;) {
    const eol = raw.indexOf(CRLF, at)
    const size = parseInt(raw.toString('latin1', at, eol), 16)
    if (!size) return Buffer.concat(parts)
    parts.push(raw.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
}

/** Sends the request as written (`lines`: the request line and headers) and reads the answer. */
function send(port: number, lines: string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`),
    )
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const answer = Buffer.concat(chunks)
      const end = answer.indexOf('\r\n\r\n')
      const [statusLine = '', ...headerLines] = answer.toString('latin1', 0, end).split('\r\n')
      const headers = Object.fromEntries(
        headerLines
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ])
          .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name!)),
      ) as Record<string, string>
      const raw = answer.subarray(end + 4)
      const body = headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw
      delete headers['transfer-encoding']
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') })
    })
  })
}

/** The same request to both servers; whether the listener took it (Hono never saw it). */
async function both(lines: string[]) {
  const before = viaHono
  const node = await send(ports.node, lines)
  const taken = viaHono === before
  const hono = await send(ports.hono, lines)
  return { node, hono, taken }
}

const get = (path: string, ...headers: string[]) => [
  `GET ${path} HTTP/1.1`,
  'Host: localhost:3000',
  ...headers,
]
const validar = (token: string) => `/api/socios/validarToken/${token}`
const as = (token: string) => `Authorization: Bearer ${token}`

describe('GET /api/socios/validarToken on the server of npm start', () => {
  it('answers a scan itself, as the Hono route does: status, envelope and headers', async () => {
    const token = (id: number, at?: number) => issueQrToken(database.db, id, at)
    const cases: [string[], number][] = [
      [get(validar(await token(ids.activo))), 401],
      [get(validar(await token(ids.activo)), as(tokens.member)), 403],
      [get(validar(await token(ids.activo)), as(tokens.control)), 200],
      [get(`${validar(await token(ids.activo))}?origen=kiosco`, as(tokens.control)), 200],
      [get(validar(await token(ids.inactivo)), as(tokens.control)), 200],
      [get(validar(await token(ids.largo)), as(tokens.control), 'Accept-Encoding: gzip'), 200],
      [get(validar(await token(ids.largo)), as(tokens.admin), 'Accept-Encoding: gzip'), 200],
      [get(validar(await token(ids.luna, Date.now() - 301_000)), as(tokens.control)), 410],
      [get(validar(await token(999_999)), as(tokens.control)), 404],
    ]
    for (const [lines, status] of cases) {
      const { node, hono, taken } = await both(lines)
      expect(taken).toBe(true)
      expect(node.status).toBe(status)
      expect(node).toEqual(hono)
    }
  })

  it('answers a phone-made code itself, as the Hono route does, accepted or refused', async () => {
    const db = database.db
    // Not a member of the recent-entry test below: these entries would be flagged there.
    const socioId = (await createSocio(db, { nombre: 'Eva', apellido: 'Gil' })).socio.id
    const device = (options: Parameters<typeof registerDevice>[2] = {}) =>
      registerDevice(db, socioId, options)
    const ed25519 = await device()
    const p256 = await device({ alg: 'P-256' })
    const revoked = await device({ revocado: true })
    const ended = await device({ validoHasta: Date.now() - 1000 })
    const other = await device()
    await app.services.revokedDevices.refresh()
    const cases: [string, number][] = [
      [await deviceToken(ed25519), 200],
      [await deviceToken(p256), 200],
      [await deviceToken(p256, Date.now() - 60_000), 410],
      [await deviceToken(ended), 410],
      [await deviceToken(revoked), 400],
      [await deviceToken({ ...ed25519, privateKey: other.privateKey }), 400],
      ['A'.repeat(287), 400],
    ]
    for (const [token, status] of cases) {
      const { node, hono, taken } = await both(get(validar(token), as(tokens.control)))
      expect(taken).toBe(true)
      expect(node.status).toBe(status)
      expect(node).toEqual(hono)
    }
  })

  it('answers a gatekeeper only what the gate needs; an administrator the whole card', async () => {
    const token = await issueQrToken(database.db, ids.largo)
    const control = await send(ports.node, get(validar(token), as(tokens.control)))
    expect(Object.keys(JSON.parse(control.body).response as object).sort()).toEqual(
      [...CAMPOS_PARA_PORTERIA, 'ingresoReciente'].sort(),
    )
    const admin = await send(ports.node, get(validar(token), as(tokens.admin)))
    expect(JSON.parse(admin.body).response).toMatchObject({
      email: expect.stringContaining('@example.com.ar'),
      domicilio: expect.stringMatching(/^Calle Ñandubay/),
    })
  })

  it('sends the security headers of every other answer, no-store, and no compression', async () => {
    const token = await issueQrToken(database.db, ids.largo)
    const { node } = await both(get(validar(token), as(tokens.admin), 'Accept-Encoding: gzip'))
    expect(Buffer.byteLength(node.body)).toBeGreaterThan(1024)
    for (const [name, value] of await securityHeaderList()) expect(node.headers[name]).toBe(value)
    expect(node.headers['cache-control']).toBe('no-store')
    expect(node.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(node.body)).toMatchObject({ success: true, response: { id: ids.largo } })
  })

  it('leaves to Hono every request it would not answer the same way', async () => {
    const token = await issueQrToken(database.db, ids.activo)
    const encoded = `%${token.charCodeAt(0).toString(16)}${token.slice(1)}`
    const cases: [string[], number][] = [
      [get(validar('nope'), as(tokens.control)), 400],
      // Hono decodes it to the valid token.
      [get(validar(encoded), as(tokens.control)), 200],
      [get(`${validar(token)}/extra`, as(tokens.control)), 404],
      [get(`${validar(token)}#x`, as(tokens.control)), 200],
      [get('/api/socios/validarToken/..', as(tokens.control)), 404],
      [[`POST ${validar(token)} HTTP/1.1`, 'Host: localhost:3000', as(tokens.control)], 404],
      // Hono joins both values into one that is no session.
      [get(validar(token), as(tokens.control), as(tokens.member)), 401],
    ]
    for (const [lines, status] of cases) {
      const { node, hono, taken } = await both(lines)
      expect(taken, lines[0]).toBe(false)
      expect(node.status).toBe(status)
      expect(node).toEqual(hono)
    }
    // Hono's adapter refuses these before the app, where the listener would have said 200;
    // the server of npm start adds the security headers the adapter's bare 400 lacks.
    for (const lines of [
      [`GET ${validar(token)} HTTP/1.0`, as(tokens.control)],
      get(`${validar(token)}\\x`, as(tokens.control)),
    ]) {
      const { node, hono } = await both(lines)
      expect(node.status).toBe(400)
      expect({ status: node.status, body: node.body }).toEqual({
        status: hono.status,
        body: hono.body,
      })
      for (const [name, value] of await securityHeaderList()) expect(node.headers[name]).toBe(value)
    }
  })

  it('records the same check-in as the Hono route, with the gate device', async () => {
    const recorded = async (dispositivo: string) => {
      await app.services.checkins.flush()
      const rows = await database.db
        .select()
        .from(checkins)
        .where(eq(checkins.dispositivo, dispositivo))
      return rows.map(({ socioId, veredicto, motivo, online, userId }) => ({
        socioId,
        veredicto,
        motivo,
        online,
        userId,
      }))
    }
    const path = validar(await issueQrToken(database.db, ids.inactivo))
    await send(ports.node, get(path, as(tokens.control), 'X-Dispositivo: Puerta norte'))
    await send(ports.hono, get(path, as(tokens.control), 'X-Dispositivo: Puerta sur'))
    const norte = await recorded('Puerta norte')
    expect(norte).toEqual([
      expect.objectContaining({ socioId: ids.inactivo, veredicto: 'denegado', online: true }),
    ])
    expect(norte).toEqual(await recorded('Puerta sur'))
  })

  it('answers a scan whose check-in cannot be written with a 500, as the Hono route does', async () => {
    // The table refuses this one device's rows: the scan's own write fails, the database
    // still answers.
    await database.db.execute(
      sql`alter table checkins add constraint sin_puerta_rota check (dispositivo <> 'Puerta rota') not valid`,
    )
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    try {
      const path = validar(await issueQrToken(database.db, ids.activo))
      const { node, hono, taken } = await both(
        get(path, as(tokens.control), 'X-Dispositivo: Puerta rota'),
      )
      expect(taken).toBe(true)
      expect(node.status).toBe(500)
      expect(node).toEqual(hono)
      expect(logged).toHaveBeenCalledTimes(2)
      for (const [line] of logged.mock.calls)
        expect(String(line)).toContain(`No se pudo registrar el ingreso del socio ${ids.activo}`)
    } finally {
      await database.db.execute(sql`alter table checkins drop constraint sin_puerta_rota`)
    }
  })

  it('flags a second entry of a member as the Hono route does, whichever answered', async () => {
    await saveClubSettings(database.db, clubDefaults)
    await app.services.recentEntries.refresh()
    const scan = async (port: number, dispositivo: string) => {
      const path = validar(await issueQrToken(database.db, ids.luna))
      const answer = await send(
        port,
        get(path, as(tokens.control), `X-Dispositivo: ${dispositivo}`),
      )
      expect(answer.status).toBe(200)
      return (JSON.parse(answer.body) as { response: { ingresoReciente: unknown } }).response
        .ingresoReciente
    }
    expect(await scan(ports.node, 'Puerta norte')).toBeNull()
    expect(await scan(ports.hono, 'Puerta sur')).toEqual({
      at: expect.any(String),
      tablet: 'Puerta norte',
    })
    expect(await scan(ports.node, 'Puerta norte')).toMatchObject({ tablet: 'Puerta sur' })
  })

  it('answers a failure of ours with a 500 envelope and logs it, without details', async () => {
    const broken = {
      select: () => {
        throw new Error('sin base de datos')
      },
    } as unknown as Db
    const listener = validarTokenOnNode(createServices(broken), await securityHeaderList())
    const bare = createServer((req, res) => {
      if (!listener(req, res)) res.writeHead(418).end()
    })
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    try {
      const token = await issueQrToken(database.db, ids.activo)
      const res = await send(await listen(bare), get(validar(token), as('una-sesion-sin-leer')))
      expect(res.status).toBe(500)
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        message: 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.',
        error: 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.',
      })
      const line = String(logged.mock.calls[0]![0])
      expect(line).toContain('GET validarToken: Error: sin base de datos')
      expect(line).not.toContain(token)
    } finally {
      await close(bare)
    }
  })
})
