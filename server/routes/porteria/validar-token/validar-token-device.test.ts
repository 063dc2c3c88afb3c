import { eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deviceKeyParams,
  type DeviceAlgorithm,
} from '../../../../src/domain/dispositivos/device-token.ts'
import {
  DISPOSITIVO_MENSAJE,
  type CertificadoRespuesta,
} from '../../../../src/domain/dispositivos/dispositivos.ts'
import type { QrKey } from '../../../../src/domain/carnet/qr-token.ts'
import {
  deviceToken,
  registerDevice,
  type TestDevice,
} from '../../../../tests/support/device-tokens.ts'
import { createSocio } from '../../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../../tests/support/test-users.ts'
import { checkins } from '../../../db/schema/porteria.ts'
import { qrKeys } from '../../../db/schema/carnet.ts'

/** Codes made on the member's phone (docs/architecture.md#device-token) at the gate. */
let testApp: TestApp
let control: string
const ids = {} as Record<'lucia' | 'pedro' | 'marta', number>

beforeAll(async () => {
  testApp = await createTestApp()
  const db = testApp.database.db
  ids.lucia = (await createSocio(db, { nombre: 'Lucía', apellido: 'Díaz' })).socio.id
  ids.pedro = (await createSocio(db, { nombre: 'Pedro', apellido: 'Luna' })).socio.id
  ids.marta = (await createSocio(db, { nombre: 'Marta', apellido: 'Ruiz' })).socio.id
  control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
})

afterAll(() => testApp.close())

const validar = (token: string) =>
  testApp.app.request(`/api/socios/validarToken/${token}`, {
    headers: { ...bearer(control), 'X-Dispositivo': 'Puerta norte' },
  })

const checkinsOf = async (socioId: number) => {
  await testApp.app.services.checkins.flush()
  const rows = await testApp.database.db
    .select()
    .from(checkins)
    .where(eq(checkins.socioId, socioId))
    .orderBy(checkins.id)
  return rows.map(({ veredicto, motivo, dispositivo }) => ({ veredicto, motivo, dispositivo }))
}

async function expectRefusal(token: string, status: number, message: string) {
  const res = await validar(token)
  expect(res.status).toBe(status)
  expect(await res.json()).toEqual({ success: false, message, error: message })
}

describe('GET /api/socios/validarToken with a phone-made code', () => {
  it.each<DeviceAlgorithm>(['Ed25519', 'P-256'])(
    'lets the member in with a %s device key and records the check-in',
    async (alg) => {
      const socioId = alg === 'Ed25519' ? ids.lucia : ids.pedro
      const device = await registerDevice(testApp.database.db, socioId, { alg })
      const token = await deviceToken(device)
      expect(token).toHaveLength(alg === 'Ed25519' ? 243 : 287)
      const res = await validar(token)
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        success: true,
        response: { id: socioId, activo: true, estado: 'Activo' },
      })
      expect(await checkinsOf(socioId)).toEqual([
        { veredicto: 'permitido', motivo: null, dispositivo: 'Puerta norte' },
      ])
    },
  )

  it('refuses a code made 60 s ago as stale, and records the attempt', async () => {
    const device = await registerDevice(testApp.database.db, ids.marta, { alg: 'P-256' })
    await expectRefusal(
      await deviceToken(device, Date.now() - 60_000),
      410,
      'Código vencido: pedile al socio que muestre el carnet en vivo',
    )
    expect(await checkinsOf(ids.marta)).toEqual([
      { veredicto: 'denegado', motivo: 'Código vencido', dispositivo: 'Puerta norte' },
    ])
  })

  it('refuses a revoked device, records it, and lists it in the roster', async () => {
    const db = testApp.database.db
    const socio = (await createSocio(db, { nombre: 'Ana', apellido: 'Sosa' })).socio.id
    const revoked = await registerDevice(db, socio, { revocado: true })
    // Revoked, but its certificate ended: its codes fail as such, the roster leaves it out.
    const ended = await registerDevice(db, socio, {
      revocado: true,
      validoHasta: Date.now() - 1000,
    })
    await testApp.app.services.revokedDevices.refresh()
    await expectRefusal(await deviceToken(revoked), 400, DISPOSITIVO_MENSAJE.revocado)
    expect(await checkinsOf(socio)).toEqual([
      { veredicto: 'denegado', motivo: 'Dispositivo quitado', dispositivo: 'Puerta norte' },
    ])
    for (const since of ['', '?since=nada']) {
      const res = await testApp.app.request(`/api/gate/roster${since}`, {
        headers: bearer(control),
      })
      const { response } = (await res.json()) as { response: { dispositivosRevocados: number[] } }
      expect(response.dispositivosRevocados).toContain(revoked.dispositivoId)
      expect(response.dispositivosRevocados).not.toContain(ended.dispositivoId)
    }
  })

  it('refuses a certificate past its end', async () => {
    const device = await registerDevice(testApp.database.db, ids.lucia, {
      validoHasta: Date.now() - 1000,
    })
    await expectRefusal(await deviceToken(device), 410, DISPOSITIVO_MENSAJE.certificadoVencido)
  })

  it('refuses forgeries as an invalid code, unrecorded', async () => {
    const db = testApp.database.db
    const socio = (await createSocio(db, { nombre: 'Juan', apellido: 'Paz' })).socio.id
    const [{ kid } = { kid: '' }] = await db.select({ kid: qrKeys.kid }).from(qrKeys).limit(1)
    const forger = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
      'sign',
      'verify',
    ])) as { privateKey: QrKey }
    // The server's kid, a forger's key.
    const forged = await registerDevice(db, socio, { serverKey: { kid, key: forger.privateKey } })
    const unknownKid = await registerDevice(db, socio, {
      serverKey: { kid: '0badc0de', key: forger.privateKey },
    })
    const mine = await registerDevice(db, socio)
    const other = await registerDevice(db, socio)
    const borrowed: TestDevice = { ...mine, privateKey: other.privateKey }
    const genuine = await deviceToken(mine)
    const tampered = `${genuine.slice(0, 100)}${genuine[100] === 'A' ? 'B' : 'A'}${genuine.slice(101)}`
    for (const token of [
      await deviceToken(forged),
      await deviceToken(unknownKid),
      await deviceToken(borrowed),
      tampered,
      'A'.repeat(243),
    ])
      await expectRefusal(token, 400, 'Código QR inválido')
    expect(await checkinsOf(socio)).toEqual([])
  })

  it("lets in a phone registered through the devices API, and refuses it once it's removed", async () => {
    const db = testApp.database.db
    const socioId = (await createSocio(db, { nombre: 'Rosa', apellido: 'Vera' })).socio.id
    const member = (await createMemberUser(db, socioId)).token
    const admin = (await createTestUser(db, { level: 3 })).token
    const pair = (await crypto.subtle.generateKey(deviceKeyParams('P-256'), false, [
      'sign',
      'verify',
    ])) as { publicKey: QrKey; privateKey: QrKey }
    const alta = await testApp.app.request('/api/socios/dispositivos', {
      method: 'POST',
      headers: { ...bearer(member), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        publicKey: await crypto.subtle.exportKey('jwk', pair.publicKey),
        nombre: 'Mi teléfono',
      }),
    })
    expect(alta.status).toBe(200)
    const { id, certificado } = ((await alta.json()) as { response: CertificadoRespuesta }).response
    const phone: TestDevice = { certificado, privateKey: pair.privateKey, dispositivoId: id }
    expect((await validar(await deviceToken(phone))).status).toBe(200)

    const quitar = await testApp.app.request(`/api/socios/dispositivos/${id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    })
    expect(quitar.status).toBe(200)
    // At once in this process: no minute to wait.
    await expectRefusal(await deviceToken(phone), 400, DISPOSITIVO_MENSAJE.revocado)
  })

  it('remembers a certificate it verified, never one whose signature was changed', async () => {
    const device = await registerDevice(testApp.database.db, ids.marta)
    expect((await validar(await deviceToken(device))).status).toBe(200)
    // The same certificate bytes with another signature: checked again, and refused.
    const bytes = Buffer.from(device.certificado, 'base64url')
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1
    const altered = { ...device, certificado: bytes.toString('base64url') }
    await expectRefusal(await deviceToken(altered), 400, 'Código QR inválido')
    expect((await validar(await deviceToken(device))).status).toBe(200)
  })

  it('lets in a phone offline since two key rotations ago, while its certificate lasts', async () => {
    const db = testApp.database.db
    const device = await registerDevice(db, ids.marta)
    const { qrKeys: keys } = testApp.app.services
    // Two routine rotations, a day apart: the key that signed the certificate is retired.
    for (let rotation = 0; rotation < 2; rotation++) {
      await keys.rotate()
      await keys.retireOld()
      await db
        .update(qrKeys)
        .set({ retiredAt: sql`${qrKeys.retiredAt} - interval '1 day'` })
        .where(isNotNull(qrKeys.retiredAt))
    }
    expect((await validar(await deviceToken(device))).status).toBe(200)
    // Past the longest a certificate may last (DEVICE_CERT_DAYS ≤ 30), the key is gone.
    await db
      .update(qrKeys)
      .set({ retiredAt: sql`now() - interval '31 days'` })
      .where(isNotNull(qrKeys.retiredAt))
    await keys.rotate()
    await expectRefusal(await deviceToken(device), 400, 'Código QR inválido')
  })
})
