import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import {
  checkinsResultSchema,
  gateStatsSchema,
  type Checkin,
} from '../../../src/domain/porteria/gate-api.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { checkins } from '../../db/schema/porteria.ts'
import { issueQrToken } from '../carnet/qr-keys.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
const ids = {} as Record<'diaz' | 'gomez' | 'sosa', number>
const tokens = {} as Record<'admin' | 'control' | 'member', string>
let controlId: number

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  const db = database.db
  ids.diaz = (await createSocio(db, { nombre: 'Lucía', apellido: 'Díaz' })).socio.id
  ids.gomez = (await createSocio(db, { nombre: 'Ana', apellido: 'Gómez' })).socio.id
  ids.sosa = (
    await createSocio(db, { nombre: 'Raúl', apellido: 'Sosa', estado: 'Inactivo' })
  ).socio.id
  tokens.admin = (await createTestUser(db, { level: 3 })).token
  const control = await createTestUser(db, { level: 1, departments: ['control'] })
  tokens.control = control.token
  controlId = control.user.id
  tokens.member = (await createTestUser(db, { level: 1 })).token
})

afterAll(() => testApp.close())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const checkin = (overrides: Partial<Checkin> = {}): Checkin => ({
  key: randomUUID(),
  socioId: ids.diaz,
  at: new Date().toISOString(),
  veredicto: 'permitido',
  motivo: 'Puede ingresar',
  online: false,
  dispositivo: 'Tablet entrada',
  ...overrides,
})

const send = (body: unknown, token: string | null = tokens.control) =>
  app.request('/api/gate/checkins', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  })

async function result(res: Response) {
  expect(res.status).toBe(200)
  const body = (await res.json()) as { response: unknown }
  v.parse(successEnvelope(checkinsResultSchema), body)
  return body.response
}

const stats = async (token = tokens.control) => {
  const res = await app.request('/api/gate/stats', { headers: bearer(token) })
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  return v.parse(successEnvelope(gateStatsSchema), await res.json()).response
}

describe('POST /api/gate/checkins', () => {
  it('records a batch once: sent again, everything is repeated and nothing doubles', async () => {
    const batch = [
      checkin(),
      checkin({ socioId: ids.gomez, dispositivo: '   ' }),
      checkin({ socioId: ids.sosa, veredicto: 'denegado', motivo: 'Socio inactivo' }),
    ]
    expect(await result(await send({ checkins: batch }))).toEqual({
      recibidos: 3,
      repetidos: 0,
      descartados: 0,
    })
    expect(await result(await send({ checkins: batch }))).toEqual({
      recibidos: 0,
      repetidos: 3,
      descartados: 0,
    })
    const keys = batch.map((c) => c.key)
    const rows = await database.db.select().from(checkins).where(inArray(checkins.key, keys))
    expect(rows).toHaveLength(3)
    const byKey = new Map(rows.map((row) => [row.key, row]))
    expect(byKey.get(batch[0]!.key)).toMatchObject({
      socioId: ids.diaz,
      at: new Date(batch[0]!.at),
      veredicto: 'permitido',
      motivo: 'Puede ingresar',
      online: false,
      dispositivo: 'Tablet entrada',
      userId: controlId,
    })
    expect(byKey.get(batch[1]!.key)).toMatchObject({ dispositivo: 'sin nombre' })
    expect(byKey.get(batch[2]!.key)).toMatchObject({
      veredicto: 'denegado',
      motivo: 'Socio inactivo',
    })
  })

  it('skips check-ins dated ahead of the clock or over 7 days ago; stamps when each arrived', async () => {
    const now = Date.now()
    const at = (ms: number) => new Date(now + ms).toISOString()
    const kept = [checkin({ at: at(-7 * DAY + MINUTE) }), checkin({ at: at(MINUTE) })]
    const batch = [
      ...kept,
      checkin({ at: at(-7 * DAY - MINUTE) }),
      checkin({ at: at(3 * MINUTE) }),
      checkin({ at: '2001-01-01T00:00:00.000Z' }),
    ]
    expect(await result(await send({ checkins: batch }))).toEqual({
      recibidos: 2,
      repetidos: 0,
      descartados: 3,
    })
    const rows = await database.db
      .select()
      .from(checkins)
      .where(
        inArray(
          checkins.key,
          batch.map((c) => c.key),
        ),
      )
    expect(rows.map((row) => row.key).sort()).toEqual(kept.map((c) => c.key).sort())
    for (const row of rows) {
      expect(row.recibidoAt.getTime()).toBeGreaterThanOrEqual(now - 1000)
      expect(row.recibidoAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    }
    // What the tablet said stays as it said it.
    expect(rows.find((row) => row.key === kept[0]!.key)!.at).toEqual(new Date(kept[0]!.at))
    // Ahead of the clock, it would stay the latest entry of the stats below.
    await database.db.delete(checkins).where(eq(checkins.key, kept[1]!.key))
  })

  it('records how the member was identified: a typed DNI, or the QR when not said', async () => {
    const porDni = checkin({ via: 'dni' })
    const sinVia = checkin()
    expect(await result(await send({ checkins: [porDni, sinVia] }))).toMatchObject({
      recibidos: 2,
    })
    const rows = await database.db
      .select({ key: checkins.key, via: checkins.via })
      .from(checkins)
      .where(inArray(checkins.key, [porDni.key, sinVia.key]))
    expect(new Map(rows.map((row) => [row.key, row.via]))).toEqual(
      new Map([
        [porDni.key, 'dni'],
        [sinVia.key, 'qr'],
      ]),
    )
  })

  it('counts a key repeated inside one batch once, and drops unknown members', async () => {
    const twice = checkin()
    const res = await send({
      checkins: [twice, { ...twice }, checkin({ socioId: 999_999 }), checkin({ motivo: null })],
    })
    expect(await result(res)).toEqual({ recibidos: 2, repetidos: 1, descartados: 1 })
    expect(
      await database.db.select().from(checkins).where(eq(checkins.key, twice.key)),
    ).toHaveLength(1)
  })

  it('answers a batch of unknown members without recording anything', async () => {
    expect(await result(await send({ checkins: [checkin({ socioId: 424_242 })] }))).toEqual({
      recibidos: 0,
      repetidos: 0,
      descartados: 1,
    })
  })

  it('refuses malformed batches with the reason', async () => {
    const cases: [unknown, string][] = [
      [{ checkins: [] }, 'No hay registros para enviar'],
      [{ checkins: [checkin({ key: 'corta' })] }, 'Clave de registro inválida'],
      [{ checkins: [checkin({ veredicto: 'quizás' as 'permitido' })] }, 'Veredicto inválido'],
      [{ checkins: [checkin({ via: 'cara' as 'dni' })] }, 'Vía de ingreso inválida'],
      [
        // Compact entries, so the batch stays under the API's default body limit.
        {
          checkins: Array.from({ length: 501 }, (_, i) => ({
            ...checkin({ key: `k${String(i).padStart(7, '0')}`, dispositivo: '' }),
            motivo: undefined,
          })),
        },
        'Hasta 500 registros por envío',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await send(body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ success: false, message })
    }
    expect((await send({ checkins: [checkin({ at: 'ayer' })] })).status).toBe(400)
  })

  it('is for gatekeepers only', async () => {
    expect((await send({ checkins: [checkin()] }, null)).status).toBe(401)
    expect((await send({ checkins: [checkin()] }, tokens.member)).status).toBe(403)
    expect((await send({ checkins: [checkin()] }, tokens.admin)).status).toBe(200)
  })
})

describe('GET /api/gate/stats', () => {
  it("counts today's allowed entries and lists the latest with names, newest first", async () => {
    const before = await stats()
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString()
    const soon = new Date(Date.now() + 1000).toISOString()
    await result(
      await send({
        checkins: [
          checkin({ socioId: ids.gomez, at: soon, via: 'dni' }),
          checkin({ socioId: ids.sosa, veredicto: 'denegado', motivo: 'Socio inactivo' }),
          checkin({ at: yesterday }),
          ...Array.from({ length: 10 }, (_, i) =>
            checkin({ at: new Date(Date.parse(yesterday) - i * 60_000).toISOString() }),
          ),
        ],
      }),
    )
    const after = await stats()
    // The denied entry and yesterday's are not today's entries.
    expect(after.hoy).toBe(before.hoy + 1)
    expect(after.ultimos).toHaveLength(10)
    expect(after.ultimos[0]).toEqual({
      socioId: ids.gomez,
      nombre: 'Ana',
      apellido: 'Gómez',
      at: soon,
      veredicto: 'permitido',
      online: false,
      dispositivo: 'Tablet entrada',
      via: 'dni',
    })
    const times = after.ultimos.map((u) => Date.parse(u.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('includes a validation made a moment ago at the control screen', async () => {
    const before = await stats(tokens.admin)
    const token = await issueQrToken(database.db, ids.diaz)
    const res = await app.request(`/api/socios/validarToken/${token}`, {
      headers: bearer(tokens.control),
    })
    expect(res.status).toBe(200)
    // No waiting: the stats write what the validation buffered before counting.
    const after = await stats(tokens.admin)
    expect(after.hoy).toBe(before.hoy + 1)
    expect(after.ultimos.find((u) => u.online)).toMatchObject({
      socioId: ids.diaz,
      apellido: 'Díaz',
      veredicto: 'permitido',
      via: 'qr',
    })
  })

  it('is for gatekeepers only', async () => {
    expect((await app.request('/api/gate/stats')).status).toBe(401)
    expect((await app.request('/api/gate/stats', { headers: bearer(tokens.member) })).status).toBe(
      403,
    )
  })
})
