import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts'

/** PGlite's thread itself, below Drizzle: what Drizzle relies on, one call at a time. */
let thread: PgliteThread
let pg: PGlite

beforeAll(async () => {
  thread = await startPgliteThread(undefined)
  pg = thread.client
  await pg.exec(`create table fichas (id serial primary key, nombre text not null unique,
    alta timestamptz not null default '2026-11-22 10:00:00-03')`)
})

afterAll(() => thread.close())

const TIMESTAMPTZ = 1184
const count = async () =>
  (await pg.query<{ n: number }>('select count(*)::int as n from fichas')).rows[0]!.n

describe('PGlite in its own thread', () => {
  it('answers queries with their parameters, as objects or as arrays', async () => {
    await pg.query('insert into fichas (nombre) values ($1), ($2)', ['Díaz', 'Gómez'])
    const objects = await pg.query('select nombre from fichas where nombre = $1', ['Díaz'])
    expect(objects.rows).toEqual([{ nombre: 'Díaz' }])
    const arrays = await pg.query('select id, nombre from fichas order by id', [], {
      rowMode: 'array',
    })
    expect(arrays.rows).toEqual([
      [1, 'Díaz'],
      [2, 'Gómez'],
    ])
  })

  it('keeps as text the types Drizzle asks for, and parses the others as PGlite does', async () => {
    const keepText = { [TIMESTAMPTZ]: (value: string) => value }
    const asText = await pg.query<{ alta: unknown }>('select alta from fichas limit 1', [], {
      parsers: keepText,
    })
    expect(typeof asText.rows[0]!.alta).toBe('string')
    const parsed = await pg.query<{ alta: unknown }>('select alta from fichas limit 1')
    expect(parsed.rows[0]!.alta).toEqual(new Date('2026-11-22T13:00:00Z'))
  })

  it("rejects with the database's error, code and constraint included, and goes on", async () => {
    const failure = pg.query('insert into fichas (nombre) values ($1)', ['Díaz'])
    await expect(failure).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key'),
      code: '23505',
      constraint: 'fichas_nombre_key',
    })
    expect(await count()).toBe(2)
  })

  it('commits a transaction whose callback resolves', async () => {
    const result = await pg.transaction(async (tx) => {
      await tx.query('insert into fichas (nombre) values ($1)', ['Sosa'])
      return 'hecho'
    })
    expect(result).toBe('hecho')
    expect(await count()).toBe(3)
  })

  it('rolls back a transaction whose callback throws, and rethrows', async () => {
    const failed = pg.transaction(async (tx) => {
      await tx.query('insert into fichas (nombre) values ($1)', ['Pérez'])
      throw new Error('se arrepintió')
    })
    await expect(failed).rejects.toThrow('se arrepintió')
    expect(await count()).toBe(3)
  })

  it('rolls back a transaction whose query fails', async () => {
    const failed = pg.transaction(async (tx) => {
      await tx.query('insert into fichas (nombre) values ($1)', ['Ruiz'])
      await tx.query('insert into fichas (nombre) values ($1)', ['Ruiz'])
    })
    await expect(failed).rejects.toMatchObject({ code: '23505' })
    expect(await count()).toBe(3)
  })

  it('keeps other queries out of an open transaction until it ends', async () => {
    let outside: Promise<number> | undefined
    await pg.transaction(async (tx) => {
      await tx.query('insert into fichas (nombre) values ($1)', ['Luna'])
      outside = count()
      // Were the count let in now, it would run inside the transaction and see 4 already;
      // it waits, so it sees the transaction's end.
      await tx.query('insert into fichas (nombre) values ($1)', ['Vega'])
    })
    expect(await outside).toBe(5)
  })

  it('carries bytea, bigint and json both ways', async () => {
    const { rows } = await pg.query<{ b: Uint8Array; n: bigint; j: unknown }>(
      'select $1::bytea as b, $2::int8 as n, $3::jsonb as j',
      [new Uint8Array([0, 255]), 9007199254740993n, { socio: 'Díaz', cuotas: [1, 2] }],
    )
    expect(rows[0]).toEqual({
      b: new Uint8Array([0, 255]),
      n: 9007199254740993n,
      j: { socio: 'Díaz', cuotas: [1, 2] },
    })
  })

  it('fails only the call whose parameters no message can carry', async () => {
    await expect(pg.query('select $1::text', [() => 'x'])).rejects.toThrow(/could not be cloned/)
    expect(await count()).toBe(5)
  })

  it("keeps Drizzle's nested transactions (savepoints) apart", async () => {
    const db = drizzle({ client: pg })
    const names = async () =>
      (await pg.query<{ nombre: string }>('select nombre from fichas order by id')).rows.map(
        (r) => r.nombre,
      )
    const before = await names()
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into fichas (nombre) values ('Ríos')`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into fichas (nombre) values ('Paz')`)
          inner.rollback()
        })
        .catch(() => undefined)
      await tx.execute(sql`insert into fichas (nombre) values ('Sáez')`)
    })
    expect(await names()).toEqual([...before, 'Ríos', 'Sáez'])
    await pg.query("delete from fichas where nombre in ('Ríos', 'Sáez')")
  })

  it('runs several statements with exec', async () => {
    const results = await pg.exec('select 1 as uno; select 2 as dos')
    expect(results.map((r) => r.rows)).toEqual([[{ uno: 1 }], [{ dos: 2 }]])
  })
})

describe('closing', () => {
  // A second database: starting PGlite takes seconds on a busy machine.
  it('refuses queries once the database is closed', { timeout: 60_000 }, async () => {
    const other = await startPgliteThread(undefined)
    await other.close()
    await expect(other.client.query('select 1')).rejects.toThrow(
      'La base de datos PGlite está cerrada',
    )
  })
})
