import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { failureEnvelope, successEnvelope } from '../../../../src/domain/envelope.ts'
import {
  socioControlSchema,
  socioPorteriaSchema,
} from '../../../../src/domain/porteria/gate-api.ts'
import {
  base64UrlDecode,
  base64UrlEncode,
  decodeQrToken,
  qrClaims,
  signQrToken,
  type QrKey,
} from '../../../../src/domain/carnet/qr-token.ts'
import { createSocio, createSociosPorEstado } from '../../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../../tests/support/test-database.ts'
import { bearer, createMemberUser, createTestUser } from '../../../../tests/support/test-users.ts'
import type { App } from '../../../app.ts'
import { checkins } from '../../../db/schema/porteria.ts'
import { imagenesPersonas } from '../../../db/schema/socios.ts'
import { issueQrToken } from '../../carnet/qr-keys.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
let uploadsDir: string
const ids = {} as Record<'diaz' | 'gomez' | 'sosa' | 'perez' | 'ruiz' | 'luna', number>
let fotoId: number
const tokens = {} as Record<'admin' | 'control' | 'member' | 'registered', string>
const userIds = {} as Record<'admin' | 'control', number>

beforeAll(async () => {
  testApp = await createTestApp({ uploads: true })
  ;({ database, app, uploadsDir } = testApp)
  const db = database.db
  const { diaz, gomez, sosa, perez } = await createSociosPorEstado(db, { documento: '30111222' })
  ids.diaz = diaz.socio.id
  ids.gomez = gomez.socio.id
  ids.sosa = sosa.socio.id
  ids.perez = perez.socio.id
  ids.ruiz = (await createSocio(db, { nombre: 'Marta', apellido: 'Ruiz' })).socio.id
  ids.luna = (await createSocio(db, { nombre: 'Pedro', apellido: 'Luna' })).socio.id
  fs.writeFileSync(path.join(uploadsDir, 'foto-diaz.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
  const [imagen] = await db
    .insert(imagenesPersonas)
    .values({ personaId: diaz.persona.id, tipo: 'principal', ruta: 'foto-diaz.jpg' })
    .returning()
  fotoId = imagen!.id

  const admin = await createTestUser(db, { level: 3 })
  const control = await createTestUser(db, { level: 1, departments: ['control'] })
  tokens.admin = admin.token
  tokens.control = control.token
  userIds.admin = admin.user.id
  userIds.control = control.user.id
  tokens.registered = (await createTestUser(db, { level: 0 })).token
  // A plain member, owner of the scanned card: their own code does not open the gate screen.
  tokens.member = (await createMemberUser(db, ids.diaz)).token
})

afterAll(() => testApp.close())

const validar = (token: string, as?: string, headers: Record<string, string> = {}) =>
  app.request(`/api/socios/validarToken/${token}`, {
    headers: { ...(as ? bearer(as) : {}), ...headers },
  })

const checkinsOf = async (socioId: number) => {
  await app.services.checkins.flush()
  return database.db
    .select()
    .from(checkins)
    .where(eq(checkins.socioId, socioId))
    .orderBy(checkins.id)
}

async function expectFailure(res: Response, status: number, message: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  const body = v.parse(failureEnvelope, await res.json())
  expect(body).toEqual({ success: false, message, error: message })
}

/** A token of an Ed25519 key the server never had. */
async function tokenOfForeignKey(socioId: number) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
    'sign',
    'verify',
  ])) as { privateKey: QrKey }
  return signQrToken(qrClaims('0badc0de', socioId, Date.now() / 1000), pair.privateKey)
}

describe('GET /api/socios/validarToken/:token — who may validate', () => {
  it('refuses anonymous users (401) and anyone outside the gate (403)', async () => {
    const token = await issueQrToken(database.db, ids.diaz)
    expect((await validar(token)).status).toBe(401)
    // Not even the card's owner: validating is the gatekeeper's job.
    expect((await validar(token, tokens.member)).status).toBe(403)
    expect((await validar(token, tokens.registered)).status).toBe(403)
  })

  it('lets the control department and administrators in', async () => {
    const token = await issueQrToken(database.db, ids.diaz)
    expect((await validar(token, tokens.control)).status).toBe(200)
    expect((await validar(token, tokens.admin)).status).toBe(200)
  })
})

describe('GET /api/socios/validarToken/:token — the answer', () => {
  it('answers a gatekeeper only what the gate needs, with a photo they may open', async () => {
    const res = await validar(await issueQrToken(database.db, ids.diaz), tokens.control)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { response: { foto: string } }
    // Nothing beyond these: no DNI, contact, address or birth date.
    expect(body.response).toEqual({
      id: ids.diaz,
      nombre: 'Lucía',
      apellido: 'Díaz',
      apodo: null,
      foto: `/api/socios/${ids.diaz}/foto?v=${fotoId}`,
      estado: 'Activo',
      activo: true,
      vencimiento: '2026-11-30',
      categoria: 'Activo',
      alDia: true,
      cuotasVencidas: 0,
      cuotaImpaga: false,
      // A recent entry matters at the gate (ADR 0018); this test's earlier scans were others.
      ingresoReciente: expect.toBeOneOf([
        null,
        expect.objectContaining({ tablet: expect.any(String) }),
      ]),
    })
    const foto = await app.request(body.response.foto, { headers: bearer(tokens.control) })
    expect(foto.status).toBe(200)
  })

  it('answers an administrator the whole result card with a versioned photo', async () => {
    const res = await validar(await issueQrToken(database.db, ids.diaz), tokens.admin)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const { response } = v.parse(successEnvelope(socioControlSchema), await res.json())
    expect(response).toEqual({
      id: ids.diaz,
      nombre: 'Lucía',
      apellido: 'Díaz',
      apodo: null,
      documento: '30111222',
      telefono: null,
      email: null,
      domicilio: 'Av. San Martín 850, Santa Rosa',
      nacimiento: '1990-05-04',
      fechaIngreso: '2020-03-01',
      vencimiento: '2026-11-30',
      categoria: 'Activo',
      estado: 'Activo',
      activo: true,
      foto: `/api/socios/${ids.diaz}/foto?v=${fotoId}`,
      alDia: true,
      cuotasVencidas: 0,
      cuotaImpaga: false,
    })

    const foto = await app.request(response.foto!, { headers: bearer(tokens.admin) })
    expect(foto.status).toBe(200)
    expect(foto.headers.get('Content-Type')).toBe('image/jpeg')
    expect(foto.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(new Uint8Array(await foto.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    )
  })

  it('gives foto null to a member without a photo', async () => {
    const res = await validar(await issueQrToken(database.db, ids.gomez), tokens.control)
    const { response } = v.parse(successEnvelope(socioPorteriaSchema), await res.json())
    expect(response).toMatchObject({ id: ids.gomez, activo: true, foto: null })
  })

  it('answers a member who is not active with activo false, so the screen says so', async () => {
    for (const [id, estado] of [
      [ids.sosa, 'Inactivo'],
      [ids.perez, 'Pendiente'],
    ] as const) {
      // generarToken refuses them now; a code issued while they were active still verifies.
      const res = await validar(await issueQrToken(database.db, id), tokens.control)
      expect(res.status).toBe(200)
      const { response } = v.parse(successEnvelope(socioPorteriaSchema), await res.json())
      expect(response).toMatchObject({ id, estado, activo: false })
    }
  })

  it('refuses an expired code with the hint to renew it', async () => {
    const old = await issueQrToken(database.db, ids.ruiz, Date.now() - 301_000)
    await expectFailure(
      await validar(old, tokens.control),
      410,
      'Código QR vencido: pedile al socio que lo actualice',
    )
  })

  it('refuses a code signed for later than the clock allows', async () => {
    const future = await issueQrToken(database.db, ids.ruiz, Date.now() + 120_000)
    await expectFailure(await validar(future, tokens.control), 400, 'Código QR inválido')
  })

  it('refuses tampered, foreign and malformed codes as invalid', async () => {
    const token = await issueQrToken(database.db, ids.luna)
    // Another member number under the same signature.
    const bytes = base64UrlDecode(token)!
    bytes[8] = bytes[8]! ^ 0x01
    const otherMember = base64UrlEncode(bytes)
    expect(decodeQrToken(otherMember)!.socioId).not.toBe(ids.luna)
    // A flipped bit of the signature.
    const badSignature = base64UrlDecode(token)!
    badSignature[80] = badSignature[80]! ^ 0x01
    for (const bad of [
      otherMember,
      base64UrlEncode(badSignature),
      await tokenOfForeignKey(ids.luna),
      'nope',
      token.slice(0, -4),
      `${token}AAAA`,
    ]) {
      await expectFailure(await validar(bad, tokens.control), 400, 'Código QR inválido')
    }
    // Nothing recorded: the member number of a forged code proves nothing.
    expect(await checkinsOf(ids.luna)).toEqual([])
  })

  it('answers 404 for a genuine code of a member number that does not exist', async () => {
    const token = await issueQrToken(database.db, 999_999)
    await expectFailure(await validar(token, tokens.control), 404, 'Socio no encontrado')
  })
})

describe('GET /api/socios/validarToken/:token — the check-in it records', () => {
  it('records an allowed entry with the gatekeeper and the device', async () => {
    const db = database.db
    const ruiz = ids.ruiz
    const before = await checkinsOf(ruiz)
    const started = Date.now()
    await validar(await issueQrToken(db, ruiz), tokens.control, { 'X-Dispositivo': '  Tablet 1 ' })
    const rows = (await checkinsOf(ruiz)).slice(before.length)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      key: null,
      socioId: ruiz,
      veredicto: 'permitido',
      motivo: null,
      online: true,
      dispositivo: 'Tablet 1',
      userId: userIds.control,
    })
    expect(rows[0]!.at.getTime()).toBeGreaterThanOrEqual(started - 1000)
    expect(rows[0]!.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('writes it by itself shortly after, without anyone flushing', async () => {
    const db = database.db
    const count = async () =>
      (await db.select().from(checkins).where(eq(checkins.socioId, ids.gomez))).length
    const before = await count()
    await validar(await issueQrToken(db, ids.gomez), tokens.admin)
    await vi.waitFor(async () => expect(await count()).toBe(before + 1), { timeout: 2000 })
  })

  it('records denials: an inactive member and an expired code', async () => {
    const db = database.db
    const sosaBefore = (await checkinsOf(ids.sosa)).length
    await validar(await issueQrToken(db, ids.sosa), tokens.admin, { 'X-Dispositivo': '' })
    const [sosa] = (await checkinsOf(ids.sosa)).slice(sosaBefore)
    expect(sosa).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Socio dado de baja / inactivo',
      dispositivo: 'sin nombre',
      userId: userIds.admin,
    })

    const lunaBefore = (await checkinsOf(ids.luna)).length
    const old = await issueQrToken(db, ids.luna, Date.now() - 400_000)
    await validar(old, tokens.control, { 'X-Dispositivo': 'x'.repeat(80) })
    const [luna] = (await checkinsOf(ids.luna)).slice(lunaBefore)
    expect(luna).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Código QR vencido',
      dispositivo: 'x'.repeat(60),
    })
  })

  it('records nothing for a member number that does not exist', async () => {
    await validar(await issueQrToken(database.db, 888_888), tokens.control)
    expect(await checkinsOf(888_888)).toEqual([])
  })
})

describe('GET /api/socios/:id/foto for gatekeepers', () => {
  it('serves the control department any member’s photo; other members still not', async () => {
    const url = `/api/socios/${ids.diaz}/foto`
    expect((await app.request(url, { headers: bearer(tokens.control) })).status).toBe(200)
    expect((await app.request(url, { headers: bearer(tokens.member) })).status).toBe(200)
    expect(
      (await app.request(`/api/socios/${ids.gomez}/foto`, { headers: bearer(tokens.member) }))
        .status,
    ).toBe(403)
    // A gatekeeper sees photos, not records.
    expect(
      (
        await app.request(`/api/socios/getSocio?id=${ids.diaz}`, {
          headers: bearer(tokens.control),
        })
      ).status,
    ).toBe(403)
  })
})
