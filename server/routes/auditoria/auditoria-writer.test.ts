import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { auditoria } from '../../db/schema/auditoria.ts'
import { createAuditLog, FLUSH_AT_ROWS, MAX_DETALLE_CHARS } from './auditoria-writer.ts'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database.cleanup()
})

const rowsOf = (email: string) =>
  database.db.select().from(auditoria).where(eq(auditoria.email, email))

const entry = (email: string, detalle = {}) => ({
  actor: { id: 7, email },
  accion: 'ingreso' as const,
  ip: '192.0.2.1',
  detalle,
})

describe('the activity log writer', () => {
  it('buffers entries and writes them all at close', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const audit = createAuditLog(database.db)
    try {
      for (let i = 0; i < 3; i++) audit.record(entry('cierre@example.com', { n: i }))
      // The timer never fires (fake): nothing is written until close.
      expect(await rowsOf('cierre@example.com')).toHaveLength(0)
      await audit.close()
    } finally {
      vi.useRealTimers()
    }
    const rows = await rowsOf('cierre@example.com')
    expect(rows.map((r) => r.detalle)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }])
    expect(rows[0]).toMatchObject({ userId: 7, ip: '192.0.2.1', accion: 'ingreso' })
  })

  it('writes a full buffer at once, without waiting for the timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const audit = createAuditLog(database.db)
    try {
      for (let i = 0; i < FLUSH_AT_ROWS; i++) audit.record(entry('lleno@example.com'))
      await vi.waitFor(
        async () => expect(await rowsOf('lleno@example.com')).toHaveLength(FLUSH_AT_ROWS),
        { timeout: 5000 },
      )
    } finally {
      vi.useRealTimers()
      await audit.close()
    }
  })

  it('keeps what a failed write held, warns, and writes it on the next try', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const audit = createAuditLog(database.db)
    try {
      // A real failure: the table is away for a moment.
      await database.db.execute(sql`alter table auditoria rename to auditoria_fuera`)
      audit.record(entry('reintento@example.com'))
      await audit.flush()
      expect(warned).toHaveBeenCalledTimes(1)
      expect(String(warned.mock.calls[0]![0])).toMatch(/registro de actividad \(1 entradas\)/)
    } finally {
      await database.db.execute(sql`alter table auditoria_fuera rename to auditoria`)
      warned.mockRestore()
    }
    expect(await rowsOf('reintento@example.com')).toHaveLength(0)
    await audit.close()
    expect(await rowsOf('reintento@example.com')).toHaveLength(1)
  })

  it('never keeps secret-looking keys, and cuts an oversized detalle', async () => {
    const audit = createAuditLog(database.db)
    audit.record(
      entry('secretos@example.com', {
        password: 'x',
        passwordHash: 'y',
        token: 'z',
        nuevaClave: 'w',
        socioId: 3,
      }),
    )
    audit.record(entry('secretos@example.com', { texto: 'a'.repeat(MAX_DETALLE_CHARS) }))
    await audit.close()
    const rows = await rowsOf('secretos@example.com')
    expect(rows.map((r) => r.detalle)).toEqual([{ socioId: 3 }, { recortado: true }])
  })

  it('says what it lost when the last write at close fails', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    const audit = createAuditLog(database.db)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await database.db.execute(sql`alter table auditoria rename to auditoria_fuera`)
      audit.record(entry('perdido@example.com'))
      await audit.close()
    } finally {
      await database.db.execute(sql`alter table auditoria_fuera rename to auditoria`)
      warned.mockRestore()
    }
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]![0])).toMatch(
      /^Se perdieron 1 entradas del registro de actividad \(ingreso\)/,
    )
  })
})
