import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts'
import * as schema from './schema.ts'

/**
 * The thread stands in for PGlite with only query, exec and transaction (and, inside a
 * transaction, query and exec). This fails when Drizzle (pinned exactly in package.json)
 * starts reading anything else of its client: upgrading it means looking here first.
 */
const served = new Set(['query', 'exec', 'transaction', 'tx.query', 'tx.exec'])

let thread: PgliteThread
const read = new Set<string>()

/** The client, recording every property Drizzle reads of it (`tx.` for a transaction's). */
function recording<T extends object>(target: T, prefix: string): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      read.add(prefix + String(property))
      const value = Reflect.get(object, property, receiver) as unknown
      if (property !== 'transaction' || typeof value !== 'function') return value
      return (callback: (tx: object) => Promise<unknown>) =>
        (value as PGlite['transaction']).call(
          object,
          (tx) => callback(recording(tx, 'tx.')) as Promise<never>,
        )
    },
    has(object, property) {
      read.add(`${prefix}${String(property)} (in)`)
      return Reflect.has(object, property)
    },
  })
}

beforeAll(async () => {
  thread = await startPgliteThread(undefined)
})

afterAll(() => thread.close())

describe('Drizzle over the PGlite thread', () => {
  it('reads nothing of its client but what the thread serves', { timeout: 60_000 }, async () => {
    const db = drizzle({ client: recording(thread.client, ''), schema })
    await migrate(db, {
      migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
    })
    const { grupos, settings } = schema
    const [grupo] = await db.insert(grupos).values({ nombre: 'Primera' }).returning()
    await db.update(grupos).set({ nombre: 'Reserva' }).where(eq(grupos.id, grupo!.id))
    expect(await db.select({ nombre: grupos.nombre }).from(grupos)).toEqual([{ nombre: 'Reserva' }])
    await db.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'prueba', value: { a: 1 } })
      await tx
        .transaction(async (inner) => {
          await inner.delete(grupos)
          inner.rollback()
        })
        .catch(() => undefined)
    })
    expect(await db.query.settings.findFirst({ where: eq(settings.key, 'prueba') })).toMatchObject({
      value: { a: 1 },
    })
    await db.delete(grupos).where(eq(grupos.id, grupo!.id))
    expect(await db.$count(grupos)).toBe(0)

    expect([...read].filter((property) => !served.has(property))).toEqual([])
    expect(read).toContain('transaction')
    expect(read).toContain('tx.query')
  })
})
