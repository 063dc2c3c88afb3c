import { eq } from 'drizzle-orm'
import * as jose from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries } from '../../../tests/support/cuotas.ts'
import {
  decryptPush,
  makeBrowserKeys,
  type PushRequest,
  type PushService,
} from '../../../tests/support/push-service.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createPushTestApp, type PushTestApp } from '../../../tests/support/push-test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import { pushEnvios, pushSubscriptions, pushVapid } from '../../db/schema/push.ts'
import { createSession } from '../../lib/auth/session-store.ts'
import { createVapidKeys } from './vapid-keys.ts'

let service: PushService
let testApp: PushTestApp
let admin: { token: string; id: number }
let registrado: { token: string; id: number }
const socio: Record<string, { token: string; socioId: number; userId: number }> = {}
let grupoId: number
const browsers = new Map<string, ReturnType<typeof makeBrowserKeys>>()

const GONE = '/push/gone-'
const NOT_FOUND = '/push/missing-'
const BROKEN = '/push/error-'

beforeAll(async () => {
  testApp = await createPushTestApp({
    statusFor: (path) =>
      path.startsWith(GONE)
        ? 410
        : path.startsWith(NOT_FOUND)
          ? 404
          : path.startsWith(BROKEN)
            ? 500
            : 201,
  })
  service = testApp.service
  const db = testApp.database.db
  const a = await createTestUser(db, { level: 3 })
  admin = { token: a.token, id: a.user.id }
  const r = await createTestUser(db, { level: 0 })
  registrado = { token: r.token, id: r.user.id }
  for (const [key, spec] of Object.entries({
    ana: { estado: 'Activo', grupo: 'Familia Push' },
    beto: { estado: 'Activo', grupo: 'Familia Push' },
    carla: { estado: 'Activo' },
    dario: { estado: 'Inactivo' },
  } as const)) {
    const { socio: s } = await createSocio(db, { nombre: key, apellido: 'Push', ...spec })
    const { token, user } = await createMemberUser(db, s.id)
    socio[key] = { token, socioId: s.id, userId: user.id }
    if (key === 'ana') grupoId = s.grupoId!
  }
})

afterAll(() => testApp?.close())

const app = () => testApp.app
const send = (method: string, path: string, body: unknown, token?: string) =>
  app().request(path, {
    method,
    headers: { ...(token ? bearer(token) : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

/** Subscribes `token`'s account with a fresh browser key pair at the stand-in's `name`. */
async function subscribe(token: string, name: string, path = '/subscribe') {
  const keys = makeBrowserKeys()
  const endpoint = service.endpoint(name)
  browsers.set(endpoint, keys)
  const res = await send('POST', path, { endpoint, expirationTime: null, keys: keys.json }, token)
  return { res, endpoint }
}

/** The requests the stand-in received from `from` on, by endpoint path. */
const since = (from: number) => service.requests.slice(from)

const decrypted = (request: PushRequest) => {
  const keys = browsers.get(`${service.origin}${request.path}`)!
  return JSON.parse(decryptPush(request.body, keys)) as Record<string, string>
}

const json = async (res: Response) =>
  (await res.json()) as { success: boolean; message: string; response: Record<string, unknown> }

describe('GET /api/push/key', () => {
  it('gives the same base64url P-256 public key to anyone, kept in the database', async () => {
    const first = await json(await app().request('/api/push/key'))
    const { publicKey } = first.response as { publicKey: string }
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4)
    const [row] = await testApp.database.db.select().from(pushVapid)
    expect(row!.publicKey).toBe(publicKey)
  })

  it('ends with one key pair when two processes make it at once', async () => {
    const db = testApp.database.db
    await db.delete(pushVapid)
    const [a, b] = await Promise.all([createVapidKeys(db)(), createVapidKeys(db)()])
    expect(a).toEqual(b)
    expect(await db.select().from(pushVapid)).toHaveLength(1)
  })
})

describe('POST /subscribe and /api/push/subscribe', () => {
  it('refuses anonymous callers', async () => {
    const keys = makeBrowserKeys()
    const res = await send('POST', '/subscribe', {
      endpoint: service.endpoint('x'),
      keys: keys.json,
    })
    expect(res.status).toBe(401)
  })

  it('refuses an endpoint off the push services, and stores nothing', async () => {
    const keys = makeBrowserKeys()
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.com/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:80/push',
      `${service.origin.replace('https', 'http')}/push/x`,
    ]) {
      const res = await send('POST', '/subscribe', { endpoint, keys: keys.json }, registrado.token)
      expect(res.status).toBe(400)
      expect((await json(res)).message).toBe(
        'La dirección de la suscripción no es de un servicio de notificaciones conocido',
      )
    }
    const bad = await send(
      'POST',
      '/api/push/subscribe',
      { endpoint: service.endpoint('k'), keys: { p256dh: 'corta', auth: '' } },
      registrado.token,
    )
    expect(bad.status).toBe(400)
    expect((await json(bad)).message).toBe('Las claves de la suscripción no son válidas')
    // The right lengths, but no point of P-256 (x = y = 1), or a 24-byte secret: every message
    // to them would fail, and no push service would ever answer 410 for them.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url')
    for (const wrong of [
      { p256dh: offCurve, auth: keys.json.auth },
      { p256dh: keys.json.p256dh, auth: Buffer.alloc(24, 7).toString('base64url') },
    ]) {
      const res = await send(
        'POST',
        '/subscribe',
        { endpoint: service.endpoint('k'), keys: wrong },
        registrado.token,
      )
      expect(res.status).toBe(400)
      expect((await json(res)).message).toBe('Las claves de la suscripción no son válidas')
    }
    expect(await testApp.database.db.select().from(pushSubscriptions)).toHaveLength(0)
  })

  it('stores a subscription per device, and moves an endpoint to the account now using it', async () => {
    const { res, endpoint } = await subscribe(registrado.token, 'compartido', '/api/push/subscribe')
    expect(res.status).toBe(200)
    expect((await json(res)).message).toBe('Subscripción realizada')
    const moved = await send(
      'POST',
      '/subscribe',
      { endpoint, keys: browsers.get(endpoint)!.json },
      socio.carla!.token,
    )
    expect(moved.status).toBe(200)
    const rows = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
    expect(rows.map((row) => row.userId)).toEqual([socio.carla!.userId])
  })
})

describe('DELETE /api/push/subscribe', () => {
  it("unsubscribes only the caller's own endpoint", async () => {
    const { endpoint } = await subscribe(socio.dario!.token, 'dario-borrar')
    const ajeno = await send('DELETE', '/api/push/subscribe', { endpoint }, socio.ana!.token)
    expect(ajeno.status).toBe(404)
    expect((await json(ajeno)).message).toBe('No hay una suscripción con esa dirección')
    const db = testApp.database.db
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1)
    const propio = await send('DELETE', '/api/push/subscribe', { endpoint }, socio.dario!.token)
    expect(propio.status).toBe(200)
    expect((await json(propio)).message).toBe('Suscripción cancelada')
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0)
  })
})

describe('POST /notify', () => {
  it("sends a real Web Push to the caller's own devices: decrypted, VAPID verified", async () => {
    await subscribe(socio.ana!.token, 'ana-telefono')
    await subscribe(socio.ana!.token, 'ana-tablet')
    const from = service.requests.length
    const res = await send(
      'POST',
      '/notify',
      { title: '  Prueba ', body: 'Hola desde el club' },
      socio.ana!.token,
    )
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body.message).toBe('Notificación enviada')
    expect(body.response).toEqual({ enviados: 2, fallidos: 0, eliminados: 0 })

    const requests = since(from)
    expect(requests.map((r) => r.path).sort()).toEqual(['/push/ana-tablet', '/push/ana-telefono'])
    const { publicKey } = (await json(await app().request('/api/push/key'))).response as {
      publicKey: string
    }
    const key = await jose.importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: Buffer.from(publicKey, 'base64url').subarray(1, 33).toString('base64url'),
        y: Buffer.from(publicKey, 'base64url').subarray(33).toString('base64url'),
      },
      'ES256',
    )
    for (const request of requests) {
      expect(decrypted(request)).toMatchObject({
        title: 'Prueba',
        body: 'Hola desde el club',
        url: '/',
      })
      expect(request.headers['content-encoding']).toBe('aes128gcm')
      expect(Number(request.headers.ttl)).toBeGreaterThan(0)
      expect(Number(request.headers.ttl)).toBeLessThanOrEqual(3600)
      expect(request.headers.urgency).toBe('normal')
      const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(
        String(request.headers.authorization),
      )
      expect(match?.[2]).toBe(publicKey)
      const { payload } = await jose.jwtVerify(match![1]!, key, {
        audience: service.origin,
        algorithms: ['ES256'],
      })
      expect(payload.sub).toBe('mailto:secretaria@clubsantarosa.com.ar')
      expect(payload.exp! * 1000).toBeLessThan(Date.now() + 24 * 60 * 60 * 1000)
    }
  })

  it('refuses an empty title, and a caller with no device', async () => {
    const vacio = await send('POST', '/notify', { title: ' ', body: 'x' }, socio.ana!.token)
    expect(vacio.status).toBe(400)
    expect((await json(vacio)).message).toBe('El título es obligatorio')
    const nadie = await send('POST', '/api/push/notify', { title: 'a', body: 'b' }, admin.token)
    expect(nadie.status).toBe(409)
    expect((await json(nadie)).message).toBe(
      'No hay dispositivos suscriptos para enviar la notificación',
    )
    expect((await send('POST', '/notify', { title: 'a', body: 'b' })).status).toBe(401)
  })
})

describe('POST /api/push/broadcast', () => {
  const broadcast = (audience: string, token = admin.token, url = '/cuenta/micuenta') =>
    send('POST', '/api/push/broadcast', { title: 'Aviso', body: 'Asamblea', url, audience }, token)

  /** The stand-in paths a broadcast to `audience` reached. */
  async function reached(audience: string) {
    const from = service.requests.length
    const res = await broadcast(audience)
    expect(res.status).toBe(200)
    const requests = since(from)
    for (const request of requests) {
      expect(decrypted(request)).toMatchObject({
        title: 'Aviso',
        body: 'Asamblea',
        url: '/cuenta/micuenta',
      })
      expect(request.headers.ttl).toBe(String(24 * 60 * 60))
    }
    return requests.map((r) => r.path).sort()
  }

  it('reaches exactly each audience', async () => {
    await subscribe(socio.beto!.token, 'beto')
    await subscribe(socio.dario!.token, 'dario')
    await subscribe(admin.token, 'admin')
    // carla has 'compartido' (moved to her above); ana her two devices.
    const ana = ['/push/ana-tablet', '/push/ana-telefono']
    expect(await reached(`socio:${socio.ana!.socioId}`)).toEqual(ana)
    expect(await reached(`grupo:${grupoId}`)).toEqual([...ana, '/push/beto'])
    expect(await reached('activos')).toEqual([...ana, '/push/beto', '/push/compartido'])
    expect(await reached('todos')).toEqual([
      '/push/admin',
      ...ana,
      '/push/beto',
      '/push/compartido',
      '/push/dario',
    ])
  })

  it('deletes a subscription the push service says is gone (410) or unknown (404), and keeps one that failed', async () => {
    await subscribe(socio.carla!.token, `gone-${socio.carla!.socioId}`)
    await subscribe(socio.carla!.token, `missing-${socio.carla!.socioId}`)
    await subscribe(socio.carla!.token, `error-${socio.carla!.socioId}`)
    const res = await broadcast(`socio:${socio.carla!.socioId}`)
    expect((await json(res)).response).toEqual({ enviados: 1, fallidos: 1, eliminados: 2 })
    const rows = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, socio.carla!.userId))
      .orderBy(pushSubscriptions.endpoint)
    expect(rows.map((row) => [row.endpoint, row.lastSuccessAt !== null])).toEqual([
      [service.endpoint('compartido'), true],
      [service.endpoint(`error-${socio.carla!.socioId}`), false],
    ])
  })

  it('logs each broadcast and the activity log, newest first', async () => {
    const res = await app().request('/api/push/envios', { headers: bearer(admin.token) })
    expect(res.status).toBe(200)
    const { items, total } = (await json(res)).response as {
      items: { audience: string; email: string; eliminados: number }[]
      total: number
    }
    expect(total).toBe(5)
    expect(items[0]).toMatchObject({ audience: `socio:${socio.carla!.socioId}`, eliminados: 2 })
    expect(items.map((i) => i.audience).at(-1)).toBe(`socio:${socio.ana!.socioId}`)
    expect(await testApp.database.db.select().from(pushEnvios)).toHaveLength(5)
    const mala = await app().request('/api/push/envios?page=cero', { headers: bearer(admin.token) })
    expect(mala.status).toBe(400)
    expect((await json(mala)).message).toBe('La página debe ser un número mayor que 0')
  })

  it('refuses unknown groups and members, bad audiences and off-site links', async () => {
    const sinGrupo = await broadcast('grupo:999999')
    expect(sinGrupo.status).toBe(404)
    expect((await json(sinGrupo)).message).toBe('El grupo no existe')
    const sinSocio = await broadcast('socio:2147483647')
    expect(sinSocio.status).toBe(404)
    expect((await json(sinSocio)).message).toBe('El socio no existe')
    for (const audience of ['nadie', 'socio:2147483648', 'grupo:0', 'socio:1x']) {
      const res = await broadcast(audience)
      expect(res.status).toBe(400)
      expect((await json(res)).message).toBe(
        'Destinatarios inválidos: todos, activos, grupo:{id} o socio:{id}',
      )
    }
    for (const url of ['https://evil.com', '//evil.com', '/\\evil.com', 'cuenta', 'javascript:x']) {
      const res = await broadcast('todos', admin.token, url)
      expect(res.status).toBe(400)
      expect((await json(res)).message).toBe(
        'El enlace debe ser una pantalla de la aplicación (empieza con /)',
      )
    }
  })

  it('is the administrators’ alone', async () => {
    expect((await broadcast('todos', socio.ana!.token)).status).toBe(403)
    expect((await broadcast('todos', registrado.token)).status).toBe(403)
    expect((await send('POST', '/api/push/broadcast', {})).status).toBe(401)
  })

  it('tags an announcement once for all its devices, so a push service delivering it twice shows it once', async () => {
    await subscribe(socio.dario!.token, 'dario-telefono')
    await subscribe(socio.dario!.token, 'dario-tablet')
    const tags = async () => {
      const from = service.requests.length
      expect((await broadcast(`socio:${socio.dario!.socioId}`)).status).toBe(200)
      return since(from).map((request) => decrypted(request).tag)
    }
    const [first, second] = [await tags(), await tags()]
    expect(first.length).toBeGreaterThanOrEqual(2)
    expect(new Set(first).size).toBe(1)
    expect(first[0]).toMatch(/^aviso-/)
    expect(new Set(second).size).toBe(1)
    expect(second[0]).not.toBe(first[0])
  })
})

describe('the activity log', () => {
  it("records each broadcast as 'push-enviado'", async () => {
    await testApp.app.services.audit.flush()
    const entries = await auditEntries(testApp.database.db, 'push-enviado')
    expect(entries).toHaveLength(7)
    expect(entries.map((entry) => entry.detalle)).toContainEqual(
      expect.objectContaining({ enviados: 1, fallidos: 1, eliminados: 2 }),
    )
  })
})

describe('POST /api/auth/logoutAll', () => {
  it("ends every device's subscription: a lost phone gets no more of the member's news", async () => {
    const db = testApp.database.db
    const { socio: s } = await createSocio(db, { nombre: 'Elena', apellido: 'Push' })
    const perdido = await createMemberUser(db, s.id)
    await subscribe(perdido.token, 'elena-perdido')
    const otro = await createSession(db, perdido.user.id, 'otro dispositivo')
    const res = await send('POST', '/api/auth/logoutAll', {}, otro)
    expect(res.status).toBe(200)
    expect(
      await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, perdido.user.id)),
    ).toHaveLength(0)
    const from = service.requests.length
    const anuncio = { title: 'Aviso', body: 'Mañana cerrado', url: '/' }
    const sent = await send(
      'POST',
      '/api/push/broadcast',
      { ...anuncio, audience: `socio:${s.id}` },
      admin.token,
    )
    expect((await json(sent)).response).toEqual({ enviados: 0, fallidos: 0, eliminados: 0 })
    expect(since(from)).toHaveLength(0)
  })
})
