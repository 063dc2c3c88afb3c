import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { createTestUser } from '../../../tests/support/test-users.ts'
import type { Veredicto } from '../../../src/domain/porteria/gate-api.ts'
import { checkins } from '../../db/schema/porteria.ts'
import { createCheckinBuffer, nombreDispositivo, type CheckinBuffer } from './checkin-buffer.ts'
import { gateStats } from './checkins.ts'

let database: TestDatabase
let buffer: CheckinBuffer
let socioId: number
let otroId: number
let userId: number

beforeAll(async () => {
  database = await createTestDatabase()
  buffer = createCheckinBuffer(database.db)
  socioId = (await createSocio(database.db, { nombre: 'Lucía', apellido: 'Díaz' })).socio.id
  otroId = (await createSocio(database.db, { nombre: 'Ana', apellido: 'Gómez' })).socio.id
  userId = (await createTestUser(database.db, { level: 1, departments: ['control'] })).user.id
})

afterAll(async () => {
  await buffer.close()
  await database.cleanup()
})

const rowsOf = (id: number) => database.db.select().from(checkins).where(eq(checkins.socioId, id))

const online = (id: number) => ({
  socioId: id,
  veredicto: 'permitido' as const,
  motivo: null,
  dispositivo: 'Tablet',
  userId,
})

describe('nombreDispositivo', () => {
  it('trims, keeps 60 characters and names the nameless', () => {
    expect(nombreDispositivo('  Molinete 2 ')).toBe('Molinete 2')
    expect(nombreDispositivo('a'.repeat(61))).toBe('a'.repeat(60))
    expect(nombreDispositivo(`${'a'.repeat(59)}  b`)).toBe('a'.repeat(59))
    expect(nombreDispositivo('   ')).toBe('sin nombre')
    expect(nombreDispositivo(undefined)).toBe('sin nombre')
  })
})

describe('the online check-ins', () => {
  it('resolves a record once its check-in is in the database', async () => {
    const before = (await rowsOf(otroId)).length
    // Recorded in one turn, so written together; each record waits for that write.
    const records = Array.from({ length: 5 }, () => buffer.record(online(otroId)))
    await records[0]
    expect(await rowsOf(otroId)).toHaveLength(before + 5)
    await Promise.all(records)
  })

  it("fails only a bad row's own record, and writes its neighbours", async () => {
    const before = (await rowsOf(socioId)).length
    const otroBefore = (await rowsOf(otroId)).length
    const results = await Promise.allSettled([
      buffer.record(online(socioId)),
      // A verdict the table's check refuses: the whole multi-row INSERT fails with it.
      buffer.record({ ...online(otroId), veredicto: 'quizás' as Veredicto }),
      buffer.record(online(socioId)),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const { reason } = results[1] as PromiseRejectedResult
    expect(String(reason)).toContain(`No se pudo registrar el ingreso del socio ${otroId}`)
    expect(await rowsOf(socioId)).toHaveLength(before + 2)
    expect(await rowsOf(otroId)).toHaveLength(otroBefore)
  })

  it('resolves a flush once every check-in recorded before it is written', async () => {
    const before = (await rowsOf(otroId)).length
    void buffer.record(online(otroId))
    void buffer.record(online(otroId))
    await buffer.flush()
    expect(await rowsOf(otroId)).toHaveLength(before + 2)
  })
})

describe('gateStats', () => {
  it("counts the allowed entries of the club's calendar day, midnight to midnight in Santa Rosa", async () => {
    const db = database.db
    await db.delete(checkins)
    const at = (iso: string, veredicto: 'permitido' | 'denegado' = 'permitido') => ({
      socioId,
      at: new Date(iso),
      veredicto,
      online: false,
      dispositivo: 'Tablet',
    })
    await db.insert(checkins).values([
      at('2026-03-10T00:00:00-03:00'),
      at('2026-03-10T23:59:59.999-03:00'),
      at('2026-03-10T12:00:00-03:00', 'denegado'),
      // 23:30 of the 9th in Santa Rosa, though already the 10th in UTC.
      at('2026-03-10T02:30:00Z'),
      at('2026-03-09T23:59:59.999-03:00'),
      at('2026-03-11T00:00:00-03:00'),
    ])
    // 23:00 in Santa Rosa is 02:00 of the next day in UTC: still the 10th for the club.
    const stats = await gateStats(db, buffer, new Date('2026-03-11T02:00:00Z'))
    expect(stats.hoy).toBe(2)
    expect(stats.ultimos.map((u) => u.at)).toEqual([
      '2026-03-11T03:00:00.000Z',
      '2026-03-11T02:59:59.999Z',
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T03:00:00.000Z',
      '2026-03-10T02:59:59.999Z',
      '2026-03-10T02:30:00.000Z',
    ])
  })
})
