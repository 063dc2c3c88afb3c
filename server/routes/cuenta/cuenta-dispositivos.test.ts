import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DISPOSITIVO_MENSAJE } from '../../../src/domain/dispositivos/dispositivos.ts'
import {
  deviceToken,
  registerDevice,
  type TestDevice,
} from '../../../tests/support/device-tokens.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import {
  bearer,
  createMemberUser,
  createTestUser,
  TEST_PASSWORD,
} from '../../../tests/support/test-users.ts'
import { dispositivos } from '../../db/schema/dispositivos.ts'
import { createSession, sessionIdOf } from '../../lib/auth/session-store.ts'
import { createResetToken } from './password-resets.ts'

/**
 * Ending an account's sessions ends its card devices too (docs/decisions/0020): before, a
 * lost phone's card stayed valid for up to DEVICE_CERT_DAYS after 'Cerrar sesión en todos
 * los dispositivos', a new password or a reset link, at offline tablets too.
 */
const testApp = useTestApp()
const db = () => testApp.database.db
let control: string
let admin: number

beforeAll(async () => {
  control = (await createTestUser(db(), { level: 1, departments: ['control'] })).token
  admin = (await createTestUser(db(), { level: 3 })).user.id
})

const post = (path: string, body: unknown, token?: string) =>
  testApp.app.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  })

/** A phone of the member, registered and last renewed by the session of `token`. */
async function phone(socioId: number, userId: number, token: string) {
  const device = await registerDevice(db(), socioId)
  await db()
    .update(dispositivos)
    .set({ userId, sessionId: await sessionIdOf(db(), token) })
    .where(eq(dispositivos.id, device.dispositivoId))
  return device
}

let n = 0
/** A member signed in here (`token`) and on a phone whose card is on it (`lost`). */
async function memberWithPhones() {
  const { socio } = await createSocio(db(), { nombre: `Cuenta ${++n}`, apellido: 'Teléfonos' })
  const { user, token } = await createMemberUser(db(), socio.id)
  const lostSession = await createSession(db(), user.id, 'teléfono perdido')
  return {
    user,
    token,
    lost: await phone(socio.id, user.id, lostSession),
    here: await phone(socio.id, user.id, token),
  }
}

const validar = async (device: TestDevice) =>
  (
    await testApp.app.request(`/api/socios/validarToken/${await deviceToken(device)}`, {
      headers: bearer(control),
    })
  ).json() as Promise<{ success: boolean; message?: string }>

const refused = { success: false, message: DISPOSITIVO_MENSAJE.revocado }

async function roster(): Promise<number[]> {
  const res = await testApp.app.request('/api/gate/roster', { headers: bearer(control) })
  const body = (await res.json()) as { response: { dispositivosRevocados: number[] } }
  return body.response.dispositivosRevocados
}

/** Someone else's phone, which none of these touch. */
async function bystander() {
  const { socio } = await createSocio(db(), { nombre: 'Otro', apellido: 'Socio' })
  const { user, token } = await createMemberUser(db(), socio.id)
  return phone(socio.id, user.id, token)
}

describe("the account's card devices end with its sessions", () => {
  it("'Cerrar sesión en todos los dispositivos' revokes every device of the account", async () => {
    const other = await bystander()
    const { token, lost, here } = await memberWithPhones()
    // Known to this process before: the revocation must reach it at once.
    expect(await validar(lost)).toMatchObject({ success: true })
    expect((await post('/logoutAll', {}, token)).status).toBe(200)
    for (const device of [lost, here]) expect(await validar(device)).toMatchObject(refused)
    const revocados = await roster()
    expect(revocados).toEqual(expect.arrayContaining([lost.dispositivoId, here.dispositivoId]))
    expect(revocados).not.toContain(other.dispositivoId)
    expect(await validar(other)).toMatchObject({ success: true })
  })

  it("a password change revokes the other sessions' devices, not this one's", async () => {
    const { token, lost, here } = await memberWithPhones()
    expect(await validar(lost)).toMatchObject({ success: true })
    const res = await post('/password', { actual: TEST_PASSWORD, nueva: 'caldén-y-jarilla' }, token)
    expect(res.status).toBe(200)
    expect(await validar(lost)).toMatchObject(refused)
    expect(await validar(here)).toMatchObject({ success: true })
    const revocados = await roster()
    expect(revocados).toContain(lost.dispositivoId)
    expect(revocados).not.toContain(here.dispositivoId)
  })

  it('a reset link revokes every device of the account', async () => {
    const { user, lost, here } = await memberWithPhones()
    expect(await validar(lost)).toMatchObject({ success: true })
    const { token } = await createResetToken(db(), user.id, admin)
    expect((await post('/reset', { token, nueva: 'caldén-y-jarilla' })).status).toBe(200)
    for (const device of [lost, here]) expect(await validar(device)).toMatchObject(refused)
    expect(await roster()).toEqual(expect.arrayContaining([lost.dispositivoId, here.dispositivoId]))
  })
})
