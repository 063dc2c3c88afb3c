import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import {
  decodeQrToken,
  importQrPublicKeys,
  qrKeysResponseSchema,
  verifyQrToken,
} from '../../../src/domain/carnet/qr-token.ts'
import type { App } from '../../app.ts'
import { qrKeys } from '../../db/schema/carnet.ts'
import { issueQrToken } from '../carnet/qr-keys.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
let socioId: number
const tokens = {} as Record<
  'admin' | 'control' | 'otherDepartment' | 'controlLevel0' | 'member',
  string
>

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  const db = database.db
  socioId = (await createSocio(db, { nombre: 'Lucía', apellido: 'Díaz' })).socio.id
  tokens.admin = (await createTestUser(db, { level: 3 })).token
  tokens.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
  tokens.otherDepartment = (await createTestUser(db, { level: 1, departments: ['cantina'] })).token
  tokens.controlLevel0 = (await createTestUser(db, { level: 0, departments: ['control'] })).token
  tokens.member = (await createTestUser(db, { level: 1 })).token
})

afterAll(() => testApp.close())

const keysAs = (token?: string) =>
  app.request('/api/gate/keys', { headers: token ? bearer(token) : {} })

async function publishedKeys() {
  const res = await keysAs(tokens.admin)
  expect(res.status).toBe(200)
  return v.parse(successEnvelope(qrKeysResponseSchema), await res.json()).response.keys
}

describe('GET /api/gate/keys', () => {
  it('gives administrators the public keys, never a private one', async () => {
    const res = await keysAs(tokens.admin)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=300')
    const text = await res.text()
    const { response } = v.parse(successEnvelope(qrKeysResponseSchema), JSON.parse(text))
    expect(response.keys).toHaveLength(1)
    const [key] = response.keys
    expect(key!.kid).toMatch(/^[0-9a-f]{8}$/)
    expect(key!.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Number.isNaN(Date.parse(key!.createdAt))).toBe(false)
    expect(Object.keys(key!).sort()).toEqual(['createdAt', 'kid', 'publicKey'])
    const [stored] = await database.db.select().from(qrKeys).where(eq(qrKeys.kid, key!.kid))
    expect(text).not.toContain(stored!.privateKey)
    expect(text.toLowerCase()).not.toContain('private')
  })

  it('lets members of the control department in', async () => {
    expect((await keysAs(tokens.control)).status).toBe(200)
  })

  it('keeps everyone else out', async () => {
    expect((await keysAs(tokens.member)).status).toBe(403)
    expect((await keysAs(tokens.otherDepartment)).status).toBe(403)
    // A department does not lift a registered user (level 0) to the gate.
    expect((await keysAs(tokens.controlLevel0)).status).toBe(403)
    const anonymous = await keysAs()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ message: 'No estás autenticado' })
  })
})

describe('key rotation', () => {
  it('keeps the old key valid and signs new tokens with the new one', async () => {
    const db = database.db
    const before = await issueQrToken(db, socioId)
    const oldKid = decodeQrToken(before)!.kid

    const { kid: newKid, previous } = await app.services.qrKeys.rotate()
    expect(previous).toBe(oldKid)
    expect(newKid).not.toBe(oldKid)

    const listed = await publishedKeys()
    expect(listed.map((k) => k.kid)).toEqual([newKid, oldKid])
    const keys = await importQrPublicKeys(listed)
    const now = Math.floor(Date.now() / 1000)
    expect(await verifyQrToken(before, keys, now)).toMatchObject({ ok: true })

    const res = await app.request('/api/socios/generarToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(tokens.admin) },
      body: JSON.stringify({ id: socioId }),
    })
    const { response: after } = (await res.json()) as { response: string }
    expect(decodeQrToken(after)!.kid).toBe(newKid)
    expect(await verifyQrToken(after, keys, now)).toMatchObject({ ok: true })
    // The server's own check sees the new key at once, and the old one still.
    expect(await app.services.qrKeys.verify(after)).toMatchObject({ ok: true })
    expect(await app.services.qrKeys.verify(before)).toMatchObject({ ok: true })
  })

  it('retires keys older than the previous one, which verify 30 more days', async () => {
    const db = database.db
    const oldest = (await publishedKeys()).at(-1)!.kid
    const token = await issueQrToken(db, socioId)
    const signer = decodeQrToken(token)!.kid
    const { kid: newest } = await app.services.qrKeys.rotate()
    const retired = await app.services.qrKeys.retireOld()
    expect(retired).toEqual([oldest])

    // Retired just now: still listed, so phones' certificates it signed live out their days.
    expect((await publishedKeys()).map((k) => k.kid)).toEqual([newest, signer, oldest])
    await db
      .update(qrKeys)
      .set({ retiredAt: sql`now() - interval '31 days'` })
      .where(eq(qrKeys.kid, oldest))
    expect((await publishedKeys()).map((k) => k.kid)).toEqual([newest, signer])
    expect(decodeQrToken(await issueQrToken(db, socioId))!.kid).toBe(newest)
  })

  it('withdraws a key by hand: it verifies no more and its private key is erased', async () => {
    const db = database.db
    const { withdraw } = app.services.qrKeys
    const token = await issueQrToken(db, socioId)
    const old = decodeQrToken(token)!.kid
    expect(await withdraw(old)).toEqual({
      ok: false,
      message: `La clave ${old} es la que firma ahora: primero rotala con rotate-qr-key`,
    })
    expect(await app.services.qrKeys.verify(token)).toMatchObject({ ok: true })

    const { kid: newest } = await app.services.qrKeys.rotate()
    expect(await withdraw(old)).toEqual({ ok: true })
    expect(await app.services.qrKeys.verify(token)).toEqual({ ok: false, reason: 'unknown-key' })
    const res = await app.request(`/api/socios/validarToken/${token}`, {
      headers: bearer(tokens.control),
    })
    expect(res.status).toBe(400)
    expect((await publishedKeys()).map((k) => k.kid)).not.toContain(old)
    expect((await publishedKeys()).map((k) => k.kid)).toContain(newest)
    const [row] = await db.select().from(qrKeys).where(eq(qrKeys.kid, old))
    expect(row!.privateKey).toBeNull()

    expect(await withdraw(old)).toEqual({
      ok: false,
      message: `La clave ${old} ya estaba retirada`,
    })
    expect(await withdraw('ffffffff')).toEqual({
      ok: false,
      message: 'No existe la clave QR ffffffff',
    })
  })

  it('creates a key again when every key was retired', async () => {
    const db = database.db
    for (const { kid } of await publishedKeys()) await app.services.qrKeys.retire(kid)
    await db.update(qrKeys).set({ retiredAt: sql`now() - interval '31 days'` })
    const token = await issueQrToken(db, socioId)
    const kid = decodeQrToken(token)!.kid
    expect((await publishedKeys()).map((k) => k.kid)).toEqual([kid])
    expect(await app.services.qrKeys.verify(token)).toMatchObject({ ok: true })
  })

  it('refuses on the server what the gate refuses', async () => {
    const db = database.db
    const token = await issueQrToken(db, socioId, Date.now() - 301_000)
    expect(await app.services.qrKeys.verify(token)).toEqual({ ok: false, reason: 'expired' })
    expect(await app.services.qrKeys.verify('nope')).toEqual({ ok: false, reason: 'malformed' })
  })
})
