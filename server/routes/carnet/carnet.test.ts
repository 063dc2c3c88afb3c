import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { createSociosPorEstado } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import {
  decodeQrToken,
  generarTokenResponseSchema,
  importQrPublicKeys,
  qrKeysResponseSchema,
  QR_TOKEN_TTL_SECONDS,
  verifyQrToken,
} from '../../../src/domain/carnet/qr-token.ts'
import type { App } from '../../app.ts'
import { users } from '../../db/schema/cuenta.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
let admin: string
let member: { token: string; socioId: number }
let registered: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  const db = database.db
  const porEstado = await createSociosPorEstado(db)
  ids.propio = porEstado.diaz.socio.id
  ids.otro = porEstado.gomez.socio.id
  ids.inactivo = porEstado.sosa.socio.id
  ids.pendiente = porEstado.perez.socio.id
  admin = (await createTestUser(db, { level: 3 })).token
  registered = (await createTestUser(db, { level: 0 })).token
  member = { token: (await createMemberUser(db, ids.propio)).token, socioId: ids.propio }
})

afterAll(() => testApp.close())

const generar = (body: unknown, token: string | null = member.token) =>
  app.request('/api/socios/generarToken', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function gateKeys(token = admin) {
  const res = await app.request('/api/gate/keys', { headers: bearer(token) })
  expect(res.status).toBe(200)
  const { response } = v.parse(successEnvelope(qrKeysResponseSchema), await res.json())
  return importQrPublicKeys(response.keys)
}

describe('POST /api/socios/generarToken', () => {
  it("gives a member their own token, which verifies with the gate's public keys", async () => {
    const before = Math.floor(Date.now() / 1000)
    const res = await generar({ id: member.socioId })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const body = v.parse(successEnvelope(generarTokenResponseSchema), await res.json())
    const token = body.response
    expect(token.length).toBeLessThanOrEqual(120)

    const claims = decodeQrToken(token)!
    expect(claims.socioId).toBe(member.socioId)
    expect(claims.iat).toBeGreaterThanOrEqual(before)
    expect(claims.exp).toBe(claims.iat + QR_TOKEN_TTL_SECONDS)

    const keys = await gateKeys()
    expect(await verifyQrToken(token, keys, claims.iat + 1)).toEqual({
      ok: true,
      claims: { kid: claims.kid, socioId: member.socioId, iat: claims.iat, exp: claims.exp },
    })
  })

  it('takes the id as numeric text too', async () => {
    const res = await generar({ id: String(member.socioId) })
    expect(res.status).toBe(200)
  })

  it("refuses another member's token", async () => {
    const res = await generar({ id: ids.otro })
    await expectFailure(res, 403, 'No tenés permiso para generar este código')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('does not tell a member whether another member exists', async () => {
    const res = await generar({ id: 999_999 })
    expect(res.status).toBe(403)
  })

  it("gives an administrator any active member's token", async () => {
    const res = await generar({ id: ids.otro }, admin)
    expect(res.status).toBe(200)
    const { response } = (await res.json()) as { response: string }
    expect(decodeQrToken(response)?.socioId).toBe(ids.otro)
  })

  it('refuses members whose membership is not active', async () => {
    for (const id of [ids.inactivo, ids.pendiente]) {
      const res = await generar({ id }, admin)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({
        message: 'Tu membresía no está activa: acercate a la secretaría del club',
      })
    }
  })

  it("refuses a member's own token once they are no longer active", async () => {
    const memberUser = await createTestUser(database.db, { level: 1 })
    await database.db
      .update(users)
      .set({ socioId: ids.inactivo })
      .where(eq(users.id, memberUser.user.id))
    const res = await generar({ id: ids.inactivo }, memberUser.token)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      message: 'Tu membresía no está activa: acercate a la secretaría del club',
    })
  })

  it('answers 404 for an unknown member', async () => {
    const res = await generar({ id: 999_999 }, admin)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ success: false, message: 'Socio no encontrado' })
  })

  it('answers 400 in Spanish for a bad body', async () => {
    const outOfRange = [{ id: 2_147_483_648 }, { id: 4_294_967_295 }, { id: '9999999999' }]
    for (const body of [
      {},
      { id: 'abc' },
      { id: 0 },
      { id: -3 },
      { id: 1.5 },
      { id: null },
      [],
      ...outOfRange,
    ]) {
      const res = await generar(body, admin)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({
        success: false,
        message: 'Número de socio inválido',
      })
    }
    const broken = await generar('{"id":', admin)
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({
      success: false,
      message: 'La solicitud no es válida',
    })
  })

  it('needs a session, and a member', async () => {
    const anonymous = await generar({ id: member.socioId }, null)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ message: 'No estás autenticado' })
    const notMember = await generar({ id: member.socioId }, registered)
    expect(notMember.status).toBe(403)
  })
})
