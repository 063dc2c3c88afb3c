import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSocio, createSociosPorEstado } from '../../../tests/support/socio-builder.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import { createApp } from '../../app.ts'
import type { Db } from '../../db/client.ts'
import { checkins } from '../../db/schema.ts'
import { securityHeaderList } from '../../lib/security-headers.ts'
import { createNodeServer } from '../../node-server.ts'
import { flushCheckins } from '../../services/checkins.ts'
import { issueQrToken } from '../../services/qr-keys.ts'
import { validarTokenOnNode } from './validar-token-node.ts'

/**
 * The server of `npm start` answers validarToken below Hono (validar-token-node.ts): each
 * request here goes to it over HTTP and to the Hono app, and both answers must be the same.
 */
let database: TestDatabase
let app: ReturnType<typeof createApp>
let server: Server
let origin: string
const ids = {} as Record<'activo' | 'inactivo' | 'luna', number>
const tokens = {} as Record<'control' | 'member', string>

const listen = async (target: Server) => {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`
}

beforeAll(async () => {
  database = await createTestDatabase()
  app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
  const db = database.db
  const { diaz, sosa } = await createSociosPorEstado(db)
  ids.activo = diaz.socio.id
  ids.inactivo = sosa.socio.id
  ids.luna = (await createSocio(db, { nombre: 'Pedro', apellido: 'Luna' })).socio.id
  tokens.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
  tokens.member = (await createMemberUser(db, ids.activo)).token
  server = await createNodeServer(app, db)
  origin = await listen(server)
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await database.cleanup()
})

/** What a client sees of an answer; the date and the connection's own headers aside. */
async function seen(res: Response) {
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  )
  return { status: res.status, headers, body: await res.text() }
}

/** The same request over HTTP to the server and to the Hono app. */
async function both(path: string, init: RequestInit = {}) {
  const [viaNode, viaHono] = await Promise.all([
    fetch(`${origin}${path}`, init).then(seen),
    Promise.resolve(app.request(path, init)).then(seen),
  ])
  return { viaNode, viaHono }
}

const validar = (token: string) => `/api/socios/validarToken/${token}`

describe('GET /api/socios/validarToken on the server of npm start', () => {
  it('answers as the Hono route does: status, envelope and headers', async () => {
    const expired = await issueQrToken(database.db, ids.luna, Date.now() - 301_000)
    const cases: [string, RequestInit, number][] = [
      [validar(await issueQrToken(database.db, ids.activo)), {}, 401],
      [
        validar(await issueQrToken(database.db, ids.activo)),
        { headers: bearer(tokens.member) },
        403,
      ],
      [
        validar(await issueQrToken(database.db, ids.activo)),
        { headers: bearer(tokens.control) },
        200,
      ],
      [
        validar(await issueQrToken(database.db, ids.inactivo)),
        { headers: bearer(tokens.control) },
        200,
      ],
      [validar(expired), { headers: bearer(tokens.control) }, 410],
      [validar('nope'), { headers: bearer(tokens.control) }, 400],
      [validar(await issueQrToken(database.db, 999_999)), { headers: bearer(tokens.control) }, 404],
    ]
    for (const [path, init, status] of cases) {
      const { viaNode, viaHono } = await both(path, init)
      expect(viaNode.status).toBe(status)
      expect(viaNode).toEqual(viaHono)
    }
  })

  it('sends the security headers of every other answer, and no-store', async () => {
    const { viaNode } = await both(validar('nope'), { headers: bearer(tokens.control) })
    for (const [name, value] of await securityHeaderList())
      expect(viaNode.headers[name]).toBe(value)
    expect(viaNode.headers['cache-control']).toBe('no-store')
    expect(viaNode.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  it('leaves other methods and paths to Hono', async () => {
    const token = await issueQrToken(database.db, ids.activo)
    for (const [path, init] of [
      [`${validar(token)}/extra`, { headers: bearer(tokens.control) }],
      [validar(token), { method: 'POST', headers: bearer(tokens.control) }],
      [validar('%41bc'), { headers: bearer(tokens.control) }],
    ] as const) {
      const { viaNode, viaHono } = await both(path, init)
      expect(viaNode).toEqual(viaHono)
    }
  })

  it("records the scan as a check-in from the gatekeeper's device", async () => {
    const token = await issueQrToken(database.db, ids.luna)
    const res = await fetch(`${origin}${validar(token)}?origen=kiosco`, {
      headers: { ...bearer(tokens.control), 'X-Dispositivo': ' Puerta norte ' },
    })
    expect(res.status).toBe(200)
    await flushCheckins(database.db)
    const rows = await database.db
      .select()
      .from(checkins)
      .where(eq(checkins.dispositivo, 'Puerta norte'))
    expect(rows).toMatchObject([{ socioId: ids.luna, veredicto: 'permitido', online: true }])
  })

  it('answers a failure of ours with a 500 envelope and logs it, without details', async () => {
    const broken = {
      select: () => {
        throw new Error('sin base de datos')
      },
    } as unknown as Db
    const listener = validarTokenOnNode(broken, await securityHeaderList())
    const bare = createServer((req, res) => {
      if (!listener(req, res)) res.writeHead(418).end()
    })
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    try {
      const res = await fetch(`${await listen(bare)}${validar('abc')}`, {
        headers: bearer('una-sesion-que-nadie-leyo'),
      })
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({
        success: false,
        message: 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.',
        error: 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.',
      })
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'sin base de datos' }))
    } finally {
      await new Promise((resolve) => bare.close(resolve))
    }
  })
})
