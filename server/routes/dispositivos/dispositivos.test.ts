import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failureOf } from '../../../tests/support/envelopes.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp, useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import {
  decodeCertificado,
  deviceKeyParams,
  signDeviceToken,
  verifyDeviceToken,
  type DeviceAlgorithm,
} from '../../../src/domain/dispositivos/device-token.ts'
import {
  DISPOSITIVO_MENSAJE,
  type CertificadoRespuesta,
  type Dispositivo,
} from '../../../src/domain/dispositivos/dispositivos.ts'
import { importQrPublicKeys, type QrKey } from '../../../src/domain/carnet/qr-token.ts'
import { auditoria } from '../../db/schema/auditoria.ts'
import { dispositivos } from '../../db/schema/dispositivos.ts'
import { sessions } from '../../db/schema/cuenta.ts'
import { createSession } from '../../lib/auth/session-store.ts'

const testApp = useTestApp()
const db = () => testApp.database.db
const DAY_MS = 86_400_000
let admin: string

beforeAll(async () => {
  admin = (await createTestUser(db(), { level: 3 })).token
})

type Body = { success: boolean; message?: string; response?: unknown }

async function api(token: string, method: string, path = '', body?: unknown) {
  const res = await testApp.app.request(`/api/socios/dispositivos${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body }
}

let creados = 0
/** An active (or not) member with their account's session, and a way to sign in elsewhere. */
async function socio(estado: 'Activo' | 'Inactivo' = 'Activo') {
  const { socio } = await createSocio(db(), {
    nombre: `Socio ${++creados}`,
    apellido: 'Dispositivos',
    estado,
  })
  const { user, token } = await createMemberUser(db(), socio.id)
  return { id: socio.id, token, otraSesion: () => createSession(db(), user.id, 'otro teléfono') }
}

type Llave = { jwk: object; privateKey: QrKey }

/** A phone's key pair as the card makes it with WebCrypto. */
async function llave(alg: DeviceAlgorithm = 'Ed25519'): Promise<Llave> {
  const pair = (await crypto.subtle.generateKey(deviceKeyParams(alg), true, [
    'sign',
    'verify',
  ])) as { publicKey: QrKey; privateKey: QrKey }
  return { jwk: await crypto.subtle.exportKey('jwk', pair.publicKey), privateKey: pair.privateKey }
}

const registrar = (token: string, jwk: unknown, nombre = 'Mi teléfono') =>
  api(token, 'POST', '', { publicKey: jwk, nombre })

async function registrado(token: string, jwk: unknown, nombre?: string) {
  const res = await registrar(token, jwk, nombre)
  expect(res.status, res.body.message).toBe(200)
  return res.body.response as CertificadoRespuesta
}

const lista = async (token: string, query = '') => {
  const res = await api(token, 'GET', query)
  expect(res.status, res.body.message).toBe(200)
  return res.body.response as Dispositivo[]
}

const filasDe = (socioId: number) =>
  db().select().from(dispositivos).where(eq(dispositivos.socioId, socioId))

/** The activity log's details of an action. */
async function auditados(accion: 'dispositivo-registrado' | 'dispositivo-quitado') {
  await testApp.app.services.audit.flush()
  const rows = await db()
    .select({ detalle: auditoria.detalle })
    .from(auditoria)
    .where(eq(auditoria.accion, accion))
  return rows.map((row) => row.detalle as Record<string, unknown>)
}

/** The gate's keys as GET /api/gate/keys publishes them. */
async function gateKeys() {
  const res = await testApp.app.request('/api/gate/keys', { headers: bearer(admin) })
  const body = (await res.json()) as { response: { keys: { kid: string; publicKey: string }[] } }
  return importQrPublicKeys(body.response.keys)
}

describe('POST /api/socios/dispositivos', () => {
  for (const alg of ['Ed25519', 'P-256'] as const) {
    it(`registers an ${alg} key: a certificate the gate's keys verify`, async () => {
      const member = await socio()
      const { jwk, privateKey } = await llave(alg)
      const antes = Date.now()
      const res = await registrar(member.token, jwk, '  Moto G  ')
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(res.body.message).toBe('Dispositivo registrado')
      const { id, certificado, validoHasta } = res.body.response as CertificadoRespuesta
      const hasta = Date.parse(validoHasta)
      expect(hasta).toBeGreaterThanOrEqual(Math.floor(antes / 1000) * 1000 + 7 * DAY_MS)
      expect(hasta).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS)

      const claims = decodeCertificado(certificado)!
      expect(claims).toMatchObject({
        socioId: member.id,
        dispositivoId: id,
        validoHasta: hasta / 1000,
        alg,
      })

      const now = Date.now()
      const token = await signDeviceToken({ certificado, privateKey, now })
      const verification = await verifyDeviceToken(token, {
        keys: await gateKeys(),
        revocados: new Set<number>(),
        nowSeconds: Math.floor(now / 1000),
      })
      expect(verification).toEqual({
        ok: true,
        claims: expect.objectContaining({ socioId: member.id, dispositivoId: id }),
      })

      expect(await lista(member.token)).toEqual([
        expect.objectContaining({ id, nombre: 'Moto G', alg, validoHasta }),
      ])
      const [fila] = await filasDe(member.id)
      expect(fila!.validoHasta.toISOString()).toBe(validoHasta)
      const registrados = await auditados('dispositivo-registrado')
      expect(registrados).toContainEqual({
        socio: member.id,
        dispositivo: id,
        nombre: 'Moto G',
        alg,
      })
      expect(JSON.stringify(registrados)).not.toContain((jwk as { x: string }).x)
    })
  }

  it('renews a device of the member: the same id, a new name, validity from now', async () => {
    const member = await socio()
    const { jwk } = await llave('P-256')
    const primero = await registrado(member.token, jwk, 'Viejo')
    const corto = new Date(Date.now() + DAY_MS)
    await db()
      .update(dispositivos)
      .set({ validoHasta: corto })
      .where(eq(dispositivos.id, primero.id))
    const antes = Date.now()
    const renovado = await registrado(member.token, jwk, 'Nuevo')
    expect(renovado.id).toBe(primero.id)
    expect(Date.parse(renovado.validoHasta)).toBeGreaterThanOrEqual(
      Math.floor(antes / 1000) * 1000 + 7 * DAY_MS,
    )
    expect(decodeCertificado(renovado.certificado)).toMatchObject({
      dispositivoId: primero.id,
      validoHasta: Date.parse(renovado.validoHasta) / 1000,
    })
    expect(await lista(member.token)).toEqual([
      expect.objectContaining({
        id: primero.id,
        nombre: 'Nuevo',
        validoHasta: renovado.validoHasta,
      }),
    ])
    const registrados = await auditados('dispositivo-registrado')
    expect(registrados.filter((detalle) => detalle.dispositivo === primero.id)).toHaveLength(1)
  })

  it('refuses a 4th live device with 409, and takes one after a removal', async () => {
    const member = await socio()
    const ids = []
    for (let i = 0; i < 3; i++) ids.push((await registrado(member.token, (await llave()).jwk)).id)
    const cuarta = (await llave()).jwk
    const res = await registrar(member.token, cuarta)
    expect(res.status).toBe(409)
    expect(res.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.maximo))
    expect(await filasDe(member.id)).toHaveLength(3)
    expect((await api(member.token, 'DELETE', `/${ids[0]}`)).status).toBe(200)
    expect((await registrar(member.token, cuarta)).status).toBe(200)
    expect((await lista(member.token)).map((d) => d.id)).not.toContain(ids[0])
  })

  it('renews one of three live devices', async () => {
    const member = await socio()
    const llaves = [await llave(), await llave(), await llave()]
    for (const { jwk } of llaves) await registrado(member.token, jwk)
    expect((await registrar(member.token, llaves[1]!.jwk, 'Renovado')).status).toBe(200)
    expect(await filasDe(member.id)).toHaveLength(3)
  })

  it('two 3rd-and-4th registrations at once: one is taken, the other gets 409', async () => {
    for (let round = 0; round < 6; round++) {
      const member = await socio()
      for (let i = 0; i < 2; i++) await registrado(member.token, (await llave()).jwk)
      const [a, b] = [await llave(), await llave('P-256')]
      const answers = await Promise.all([
        registrar(member.token, a.jwk),
        registrar(member.token, b.jwk),
      ])
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
      expect(answers.find((r) => r.status === 409)!.body.message).toBe(DISPOSITIVO_MENSAJE.maximo)
      const filas = await filasDe(member.id)
      expect(filas.filter((f) => f.revokedAt === null)).toHaveLength(3)
    }
  })

  it('the same phone twice at once: one device', async () => {
    for (let round = 0; round < 4; round++) {
      const member = await socio()
      const { jwk } = await llave()
      const answers = await Promise.all([
        registrar(member.token, jwk),
        registrar(member.token, jwk),
      ])
      expect(answers.map((r) => r.status)).toEqual([200, 200])
      const ids = answers.map((r) => (r.body.response as CertificadoRespuesta).id)
      expect(ids[0]).toBe(ids[1])
      expect(await filasDe(member.id)).toHaveLength(1)
    }
  })

  it('refuses keys that are not one, in Spanish, and stores nothing', async () => {
    const member = await socio()
    const ed = (await llave()).jwk as { x: string }
    const p256 = (await llave('P-256')).jwk as { x: string; y: string }
    // A point off the curve: the last byte of y changed.
    const y = Buffer.from(p256.y, 'base64url')
    y[31] = y[31]! ^ 1
    const malas: unknown[] = [
      { kty: 'RSA', n: 'abc', e: 'AQAB' },
      { kty: 'OKP', crv: 'X25519', x: ed.x },
      { kty: 'EC', crv: 'P-384', x: p256.x, y: p256.y },
      { kty: 'OKP', crv: 'Ed25519', x: ed.x.slice(0, 40) },
      { kty: 'EC', crv: 'P-256', x: p256.x },
      { kty: 'EC', crv: 'P-256', x: p256.x, y: y.toString('base64url') },
      { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'A'.repeat(43) },
      'no es una clave',
      null,
    ]
    for (const jwk of malas) {
      const res = await registrar(member.token, jwk)
      expect(res.status, JSON.stringify(jwk)).toBe(400)
      expect(res.body.message, JSON.stringify(jwk)).toBe(DISPOSITIVO_MENSAJE.clave)
    }
    expect(await filasDe(member.id)).toEqual([])
  })

  it('refuses a name missing or too long', async () => {
    const member = await socio()
    const { jwk } = await llave()
    for (const [nombre, message] of [
      ['   ', DISPOSITIVO_MENSAJE.nombre],
      ['x'.repeat(61), DISPOSITIVO_MENSAJE.nombreLargo],
      [undefined, 'Falta o no es válido el campo nombre'],
    ] as const) {
      const res = await api(member.token, 'POST', '', { publicKey: jwk, nombre })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect(await filasDe(member.id)).toEqual([])
  })

  it("refuses another member's key, and a key the member removed", async () => {
    const [ana, beto] = [await socio(), await socio()]
    const { jwk } = await llave()
    const { id } = await registrado(ana.token, jwk)
    const ajena = await registrar(beto.token, jwk)
    expect(ajena.status).toBe(400)
    expect(ajena.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.clave))
    expect(await filasDe(beto.id)).toEqual([])

    expect((await api(ana.token, 'DELETE', `/${id}`)).status).toBe(200)
    const quitada = await registrar(ana.token, jwk)
    expect(quitada.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.clave))
    expect(await lista(ana.token)).toEqual([])
  })

  it('refuses an inactive member, and an account with no socio record', async () => {
    const inactivo = await socio('Inactivo')
    const { jwk } = await llave()
    const res = await registrar(inactivo.token, jwk)
    expect(res.status).toBe(403)
    expect(res.body).toEqual(
      failureOf('Tu membresía no está activa: acercate a la secretaría del club'),
    )
    expect(await filasDe(inactivo.id)).toEqual([])

    const sinSocio = (await createTestUser(db(), { level: 1 })).token
    const otra = await registrar(sinSocio, jwk)
    expect(otra.status).toBe(403)
    expect(otra.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.sinSocio))
  })
})

describe('DEVICE_CERT_DAYS', () => {
  let otra: TestApp
  beforeAll(async () => {
    otra = await createTestApp({ deviceCertDays: 30 })
  })
  afterAll(() => otra.close())

  it('makes certificates last as many days as it says', async () => {
    const { socio } = await createSocio(otra.database.db, { nombre: 'Treinta', apellido: 'Días' })
    const { token } = await createMemberUser(otra.database.db, socio.id)
    const antes = Math.floor(Date.now() / 1000) * 1000
    const res = await otra.app.request('/api/socios/dispositivos', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ publicKey: (await llave()).jwk, nombre: 'Mes' }),
    })
    const { validoHasta, certificado } = ((await res.json()) as Body)
      .response as CertificadoRespuesta
    expect(Date.parse(validoHasta)).toBeGreaterThanOrEqual(antes + 30 * DAY_MS)
    expect(Date.parse(validoHasta)).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS)
    expect(decodeCertificado(certificado)!.validoHasta).toBe(Date.parse(validoHasta) / 1000)
  })
})

describe('GET /api/socios/dispositivos', () => {
  it("lists the member's live devices, newest first; an administrator any member's", async () => {
    const member = await socio()
    const primero = await registrado(member.token, (await llave()).jwk, 'Primero')
    const segundo = await registrado(member.token, (await llave('P-256')).jwk, 'Segundo')
    const res = await api(member.token, 'GET')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const propios = res.body.response as Dispositivo[]
    expect(propios.map((d) => [d.id, d.nombre, d.alg])).toEqual([
      [segundo.id, 'Segundo', 'P-256'],
      [primero.id, 'Primero', 'Ed25519'],
    ])
    for (const d of propios) {
      expect(Date.parse(d.renovado)).toBeGreaterThanOrEqual(Date.parse(d.alta))
    }
    expect(await lista(member.token, `?socio=${member.id}`)).toEqual(propios)
    // The administrator's session renewed none of them: none is the phone in their hand.
    expect(await lista(admin, `?socio=${member.id}`)).toEqual(
      propios.map((d) => ({ ...d, este: false })),
    )
  })

  it('marks the device of the session asking (este), and says when each was last used', async () => {
    const member = await socio()
    const otro = await member.otraSesion()
    const suyo = await registrado(otro, (await llave()).jwk, 'Otro')
    const este = await registrado(member.token, (await llave()).jwk, 'Este')
    const marcas = (l: Dispositivo[]) => l.map((d) => [d.id, d.este])
    expect(marcas(await lista(member.token))).toEqual([
      [este.id, true],
      [suyo.id, false],
    ])
    expect(marcas(await lista(otro))).toEqual([
      [este.id, false],
      [suyo.id, true],
    ])
    // The other phone's session was seen after its renewal: that is its last use.
    const visto = new Date(Date.now() + 3_600_000)
    const [fila] = await filasDe(member.id).then((f) => f.filter((d) => d.id === suyo.id))
    await db().update(sessions).set({ lastSeenAt: visto }).where(eq(sessions.id, fila!.sessionId!))
    const [, otroUsado] = await lista(member.token)
    expect(otroUsado!.usado).toBe(visto.toISOString())
    const [esteUsado] = await lista(member.token)
    expect(Date.parse(esteUsado!.usado)).toBeGreaterThanOrEqual(Date.parse(esteUsado!.renovado))
  })

  it("refuses a member another member's list, and bad ids without a 500", async () => {
    const [ana, beto] = [await socio(), await socio()]
    await registrado(beto.token, (await llave()).jwk)
    const res = await api(ana.token, 'GET', `?socio=${beto.id}`)
    expect(res.status).toBe(403)
    for (const socioId of ['2147483648', '99999999999', 'abc', '0', '-1']) {
      const bad = await api(admin, 'GET', `?socio=${socioId}`)
      expect(bad.status, socioId).toBe(400)
      expect(bad.body.message).toBe('Número de socio inválido')
    }
    expect(await lista(admin, '?socio=2147483647')).toEqual([])
  })

  it('answers 403 to an account with no socio record that names none', async () => {
    const sinSocio = (await createTestUser(db(), { level: 1 })).token
    const res = await api(sinSocio, 'GET')
    expect(res.status).toBe(403)
    expect(res.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.sinSocio))
  })
})

describe('PATCH /api/socios/dispositivos/{id}', () => {
  const renombrar = (token: string, id: number | string, apodo: unknown) =>
    api(token, 'PATCH', `/${id}`, { apodo })

  it("names the member's own device; a renewal keeps the name; empty takes it away", async () => {
    const member = await socio()
    const { jwk } = await llave()
    const { id } = await registrado(member.token, jwk, 'Pixel 8 · Android 14 · Chrome')
    const res = await renombrar(member.token, id, '  El de mamá ')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      message: DISPOSITIVO_MENSAJE.renombrado,
      response: { id, apodo: 'El de mamá' },
    })
    await registrado(member.token, jwk, 'Pixel 8 · Android 15 · Chrome')
    expect(await lista(member.token)).toEqual([
      expect.objectContaining({ id, apodo: 'El de mamá', nombre: 'Pixel 8 · Android 15 · Chrome' }),
    ])
    expect((await renombrar(member.token, id, '   ')).status).toBe(200)
    expect(await lista(member.token)).toEqual([expect.objectContaining({ id, apodo: null })])
  })

  it('refuses a name too long or with control characters, in Spanish, and keeps the old one', async () => {
    const member = await socio()
    const { id } = await registrado(member.token, (await llave()).jwk)
    expect((await renombrar(member.token, id, 'Tablet')).status).toBe(200)
    const largo = await renombrar(member.token, id, 'x'.repeat(31))
    expect(largo.status).toBe(400)
    expect(largo.body.message).toBe('Máximo 30 caracteres')
    expect((await renombrar(member.token, id, 'x'.repeat(30))).status).toBe(200)
    for (const [apodo, message] of [
      ['Mi\nteléfono', DISPOSITIVO_MENSAJE.apodoInvalido],
      ['Mi\u0007teléfono', DISPOSITIVO_MENSAJE.apodoInvalido],
      ['Mi\u0000teléfono', 'El texto contiene un carácter no válido'],
      [42, DISPOSITIVO_MENSAJE.apodoTexto],
      [null, DISPOSITIVO_MENSAJE.apodoTexto],
    ] as const) {
      const res = await renombrar(member.token, id, apodo)
      expect(res.status, JSON.stringify(apodo)).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect(await lista(member.token)).toEqual([
      expect.objectContaining({ id, apodo: 'x'.repeat(30) }),
    ])
  })

  it("answers 404 for another member's device, even to an administrator, and leaves it", async () => {
    const [ana, beto] = [await socio(), await socio()]
    const { id } = await registrado(beto.token, (await llave()).jwk)
    for (const token of [ana.token, admin]) {
      const res = await renombrar(token, id, 'Mío')
      expect(res.status).toBe(404)
      expect(res.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.noExiste))
    }
    expect(await lista(beto.token)).toEqual([expect.objectContaining({ id, apodo: null })])
  })

  it('answers 404 for a removed device and for ids that are none, never a 500', async () => {
    const member = await socio()
    const { id } = await registrado(member.token, (await llave()).jwk)
    expect((await api(member.token, 'DELETE', `/${id}`)).status).toBe(200)
    for (const bad of [String(id), '2147483648', '99999999999', 'abc', '0']) {
      const res = await renombrar(member.token, bad, 'Viejo')
      expect(res.status, bad).toBe(404)
    }
  })
})

describe('DELETE /api/socios/dispositivos/{id}', () => {
  it("removes the member's own device, once, and records it", async () => {
    const member = await socio()
    const { id } = await registrado(member.token, (await llave()).jwk, 'Tablet')
    const res = await api(member.token, 'DELETE', `/${id}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: 'Dispositivo quitado' })
    expect(await lista(member.token)).toEqual([])
    const [fila] = await filasDe(member.id)
    expect(fila!.revokedAt).toBeInstanceOf(Date)
    expect(await auditados('dispositivo-quitado')).toContainEqual({
      socio: member.id,
      dispositivo: id,
      nombre: 'Tablet',
    })
    const otraVez = await api(member.token, 'DELETE', `/${id}`)
    expect(otraVez.status).toBe(404)
    expect(otraVez.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.noExiste))
  })

  it("answers 404 to a member for another member's device; an administrator removes it", async () => {
    const [ana, beto] = [await socio(), await socio()]
    const { id } = await registrado(beto.token, (await llave()).jwk)
    const ajeno = await api(ana.token, 'DELETE', `/${id}`)
    expect(ajeno.status).toBe(404)
    expect(ajeno.body).toEqual(failureOf(DISPOSITIVO_MENSAJE.noExiste))
    expect(await lista(beto.token)).toHaveLength(1)
    const res = await api(admin, 'DELETE', `/${id}`)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Dispositivo quitado')
    expect(await lista(admin, `?socio=${beto.id}`)).toEqual([])
  })

  it('answers 404 for ids that are none, never a 500', async () => {
    const member = await socio()
    for (const id of ['2147483647', '2147483648', '99999999999', 'abc', '0']) {
      const res = await api(member.token, 'DELETE', `/${id}`)
      expect(res.status, id).toBe(404)
      expect((await api(admin, 'DELETE', `/${id}`)).status, id).toBe(404)
    }
  })
})

describe("a removal ends the phone's session (ADR 0033)", () => {
  const vivo = async (token: string) => (await api(token, 'GET')).status

  it("an administrator's: that phone gets 401 at once and cannot register a new key", async () => {
    const member = await socio()
    const { id } = await registrado(member.token, (await llave()).jwk, 'Perdido')
    // Seen just now: this process's session cache holds it.
    expect(await vivo(member.token)).toBe(200)

    expect((await api(admin, 'DELETE', `/${id}`)).status).toBe(200)
    const res = await api(member.token, 'GET')
    expect(res.status).toBe(401)
    expect(res.body).toEqual(failureOf('No estás autenticado'))
    expect((await registrar(member.token, (await llave()).jwk)).status).toBe(401)
    const filas = await filasDe(member.id)
    expect(filas).toHaveLength(1)
    expect(filas[0]!.sessionId).toBeNull()
    expect(await lista(admin, `?socio=${member.id}`)).toEqual([])
  })

  it("a member removing another of their phones ends that phone's session, not their own", async () => {
    const member = await socio()
    const otro = await member.otraSesion()
    const perdido = await registrado(otro, (await llave()).jwk, 'Perdido')
    const este = await registrado(member.token, (await llave()).jwk, 'Este')
    expect(await vivo(otro)).toBe(200)

    expect((await api(member.token, 'DELETE', `/${perdido.id}`)).status).toBe(200)
    expect(await vivo(otro)).toBe(401)
    expect(await vivo(member.token)).toBe(200)
    // Sign-out removes its own device first: the session making the removal goes on.
    expect((await api(member.token, 'DELETE', `/${este.id}`)).status).toBe(200)
    expect(await vivo(member.token)).toBe(200)
  })

  it('the session that last renewed the device is the one that ends', async () => {
    const member = await socio()
    const otro = await member.otraSesion()
    const { jwk } = await llave()
    const { id } = await registrado(member.token, jwk)
    expect((await registrado(otro, jwk)).id).toBe(id)

    expect((await api(admin, 'DELETE', `/${id}`)).status).toBe(200)
    expect(await vivo(otro)).toBe(401)
    expect(await vivo(member.token)).toBe(200)
  })

  it("a signed-out phone's device has no session to end", async () => {
    const member = await socio()
    const otro = await member.otraSesion()
    const { id } = await registrado(otro, (await llave()).jwk)
    expect(
      (await testApp.app.request('/api/auth/logout', { method: 'POST', headers: bearer(otro) }))
        .status,
    ).toBe(200)
    expect((await filasDe(member.id))[0]!.sessionId).toBeNull()
    expect((await api(member.token, 'DELETE', `/${id}`)).status).toBe(200)
    expect(await vivo(member.token)).toBe(200)
  })
})
