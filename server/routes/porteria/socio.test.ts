import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import { socioControlSchema, socioPorteriaSchema } from '../../../src/domain/porteria/gate-api.ts'
import { normalizeSearch } from '../../../src/domain/search.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { checkins } from '../../db/schema/porteria.ts'
import { personas } from '../../db/schema/socios.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
let sosaId: number
const tokens = {} as Record<'admin' | 'control' | 'member', string>

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  const db = database.db
  await createSocio(db, { nombre: 'Lucía', apellido: 'Díaz', documento: '30111222' })
  sosaId = (
    await createSocio(db, {
      nombre: 'Raúl',
      apellido: 'Sosa',
      documento: '8123456',
      estado: 'Inactivo',
    })
  ).socio.id
  // A guardian on file: a person, not a member.
  await db.insert(personas).values({
    documento: '27999888',
    nombre: 'Marta',
    apellido: 'Díaz',
    busqueda: normalizeSearch('Díaz Marta'),
  })
  tokens.admin = (await createTestUser(db, { level: 3 })).token
  tokens.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
  tokens.member = (await createTestUser(db, { level: 1 })).token
})

afterAll(() => testApp.close())

const buscar = (query: string, token: string | null = tokens.control) =>
  app.request(`/api/gate/socio${query}`, { headers: token ? bearer(token) : {} })

describe('GET /api/gate/socio?documento= (Buscar por DNI)', () => {
  it('finds a member by DNI, active or not, and records no check-in', async () => {
    const res = await buscar('?documento=30111222')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const { response } = v.parse(successEnvelope(socioPorteriaSchema), await res.json())
    expect(response).toMatchObject({
      nombre: 'Lucía',
      apellido: 'Díaz',
      activo: true,
      foto: null,
    })

    const inactivo = await buscar('?documento=8123456', tokens.admin)
    expect(inactivo.status).toBe(200)
    expect((await inactivo.json()) as unknown).toMatchObject({
      response: { id: sosaId, estado: 'Inactivo', activo: false },
    })

    await app.services.checkins.flush()
    expect(await database.db.select().from(checkins)).toEqual([])
  })

  it('records each search in the activity log: who looked whom up, not the number', async () => {
    await buscar('?documento=8123456')
    const res = await app.request('/api/auditoria?accion=busqueda-dni', {
      headers: bearer(tokens.admin!),
    })
    const { response } = (await res.json()) as {
      response: { items: { actor: { email: string }; detalle: unknown }[] }
    }
    expect(response.items[0]).toMatchObject({ detalle: { socioId: sosaId } })
    expect(JSON.stringify(response.items)).not.toContain('8123456')
  })

  it('shows a gatekeeper only what the gate needs; an administrator the whole card', async () => {
    const res = await buscar('?documento=30111222')
    expect(((await res.json()) as { response: unknown }).response).toEqual({
      id: expect.any(Number),
      nombre: 'Lucía',
      apellido: 'Díaz',
      apodo: null,
      foto: null,
      estado: 'Activo',
      activo: true,
      vencimiento: '2026-11-30',
      categoria: 'Activo',
      alDia: true,
      cuotasVencidas: 0,
      cuotaImpaga: false,
    })

    const admin = await buscar('?documento=30111222', tokens.admin)
    const { response } = v.parse(successEnvelope(socioControlSchema), await admin.json())
    expect(response).toMatchObject({
      documento: '30111222',
      domicilio: 'Av. San Martín 850, Santa Rosa',
      nacimiento: '1990-05-04',
    })
  })

  it('answers 404 for a DNI that is no member’s', async () => {
    for (const documento of ['12345678', '27999888']) {
      const res = await buscar(`?documento=${documento}`)
      await expectFailure(res, 404, 'Socio no encontrado')
    }
  })

  it('refuses an empty, non-numeric or too long DNI', async () => {
    const cases: [string, string][] = [
      ['', 'Por favor ingrese un número de documento'],
      ['?documento=', 'Por favor ingrese un número de documento'],
      ['?documento=%20%20', 'Por favor ingrese un número de documento'],
      ['?documento=30.111.222', 'El documento debe tener solo números'],
      ['?documento=30111222a', 'El documento debe tener solo números'],
      ['?documento=301112223', 'El documento tiene como máximo 8 números'],
    ]
    for (const [query, message] of cases) {
      const res = await buscar(query)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ success: false, message, error: message })
    }
  })

  it('allows each user 30 searches a minute, then 429 with Retry-After', async () => {
    const { token } = await createTestUser(database.db, { level: 1, departments: ['control'] })
    for (let i = 0; i < 30; i++) {
      expect((await buscar(`?documento=${10_000_000 + i}`, token)).status).toBe(404)
    }
    const res = await buscar('?documento=30111222', token)
    await expectFailure(res, 429, 'Demasiadas búsquedas por DNI: esperá un minuto y volvé a probar')
    const retryAfter = Number(res.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another gatekeeper is not held back.
    expect((await buscar('?documento=30111222')).status).toBe(200)
  })

  it('is for gatekeepers only', async () => {
    expect((await buscar('?documento=30111222', null)).status).toBe(401)
    expect((await buscar('?documento=30111222', tokens.member)).status).toBe(403)
  })
})
